// What the login page fetches once it is drawn, while the e-mail is typed (issue 17): the
// password and single sign-on steps, the e-mail step's check (with the sign-in contract and zod)
// and where a sign-in goes. The page paints and takes the e-mail without any of it.
import { passwordLoginRequestSchema } from '@shared/auth/sign-in';
import * as z from 'zod/mini';

export { loginDestination } from './login-destination';
export { PasswordStep } from './password-step';
export { SsoStep } from './sso/sso-step';

/** The server's rule for the sign-in e-mail (trimmed, not empty, an address), as both steps send it. */
export const emailStepSchema = z.pick(passwordLoginRequestSchema, { email: true });

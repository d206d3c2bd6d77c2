// The steps after the e-mail step, in a chunk of their own (issue 17): the login page paints and
// takes the e-mail with the e-mail step's code alone, and fetches these while the e-mail is typed.
export { PasswordStep } from './password-step';
export { SsoStep } from './sso/sso-step';

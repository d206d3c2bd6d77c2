// A person's sign-in on the login page, as the app's tests type it: e-mail, then password.
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { DEMO_PASSWORD, type DemoAccount } from './demo-accounts';

export async function signIn(user: ReturnType<typeof userEvent.setup>, account: DemoAccount) {
  await user.type(await screen.findByLabelText('E-mail'), `${account.identity.email}{Enter}`);
  const password = await screen.findByLabelText('Password', { selector: 'input' });
  await user.type(password, `${DEMO_PASSWORD}{Enter}`);
}

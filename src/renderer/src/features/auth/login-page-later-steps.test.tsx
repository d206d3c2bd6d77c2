// The login page fetches its later code (the password and single sign-on steps, the e-mail's
// check: login-deferred.ts) while the e-mail is typed (issue 17). A download that fails says so at
// the e-mail step, which keeps what was typed; the next try fetches the code again and goes on.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AVA } from '../../test/demo-accounts';
import { renderWithProviders } from '../../test/render-with-providers';
import { LoginPage } from './login-page';
import { createLoginTestServer } from './testing/login-test-server';

const download = vi.hoisted(() => ({ fails: true }));

vi.mock('./login-deferred', async (importActual) => {
  if (download.fails) throw new Error('Failed to fetch dynamically imported module');
  return importActual();
});

describe('LoginPage, the later steps’ code', () => {
  it('says a failed download at the e-mail step, and the next try asks for the password', async () => {
    const { user } = renderWithProviders({
      server: createLoginTestServer(),
      path: '/login',
      routes: [{ path: '/login', element: <LoginPage /> }],
    });

    await user.type(screen.getByLabelText('E-mail'), `${AVA.identity.email}{Enter}`);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to sign inSomething went wrong while signing in. Please try again.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe(AVA.identity.email);

    download.fails = false;
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByLabelText('Password', { selector: 'input' })).toBeTruthy();
  });
});

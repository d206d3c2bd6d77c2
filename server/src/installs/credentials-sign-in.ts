// Signing in at an install with username + PIN or password (POST /installs/auth-credentials and
// its older name POST /login/device). The PIN is checked first, then the web password. Every
// attempt costs two verifications (decoys stand in for missing hashes), so an unknown username
// takes as long as a wrong secret; the install's and the account's lockouts apply.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '@shared/auth-api';
import type { InstallCredentialsRequest } from '@shared/installs-api';
import type { AuthFamilyDependencies } from '../auth/dependencies';
import {
  accountSubject,
  clearFailures,
  installSubject,
  lockoutRefusal,
  lockSubjects,
  recordFailure,
} from '../auth/lockout';
import { invalidCredentials } from '../auth/password-login';
import { verifyAgainstDecoy, verifySecret } from '../auth/passwords';
import type { SignInMethod, SignInResult } from '../auth/sign-in-audit';
import { verifyHandshake } from './handshake-verification';
import {
  answerInstallSignIn,
  auditInstallAttempt,
  findDesktopAccount,
  installOfHandshake,
  notMemberOf,
  startInstallSession,
  type DesktopAccount,
  type InstallSignInOutcome,
} from './install-sign-in';

const DIGITS = /^\d+$/;

interface Judgement {
  result: SignInResult;
  method: SignInMethod;
}

function verifyOrDecoy(hash: string | null, secret: string): Promise<boolean> {
  return hash === null ? verifyAgainstDecoy(secret) : verifySecret(hash, secret);
}

async function judgeSecret(account: DesktopAccount | null, secret: string): Promise<Judgement> {
  if (await verifyOrDecoy(account?.pinHash ?? null, secret)) {
    return { result: 'success', method: 'pin' };
  }
  if (await verifyOrDecoy(account?.passwordHash ?? null, secret)) {
    return { result: 'success', method: 'password' };
  }
  // What the typed secret was meant to be: all digits reads as a PIN.
  const method: SignInMethod = DIGITS.test(secret) ? 'pin' : 'password';
  if (account === null) return { result: 'unknown_account', method };
  if (account.pinHash === null && account.passwordHash === null) {
    return { result: 'no_password', method };
  }
  return { result: method === 'pin' ? 'wrong_pin' : 'wrong_password', method };
}

export async function signInWithCredentials(
  deps: AuthFamilyDependencies,
  body: InstallCredentialsRequest,
  http: { request: FastifyRequest; reply: FastifyReply },
): Promise<LoginResponse> {
  const { handshake, username, password } = body;
  const verified = verifyHandshake(handshake);
  const outcome = await deps.database.transaction(async (tx): Promise<InstallSignInOutcome> => {
    const install = await installOfHandshake(tx, verified);
    const account = await findDesktopAccount(tx, username, install.tenantId);
    const subjects = {
      install: installSubject(install.id),
      account: account === null ? null : accountSubject(account.id),
    };
    await lockSubjects(tx, [subjects.install, subjects.account]);
    const now = new Date();
    const audit = (judgement: Judgement) =>
      auditInstallAttempt(tx, {
        install,
        accountId: account?.id ?? null,
        username,
        ...judgement,
        ip: http.request.ip,
      });

    const refusal = await lockoutRefusal(tx, subjects, now);
    if (refusal !== null) {
      await audit({ result: 'locked', method: DIGITS.test(password) ? 'pin' : 'password' });
      return { error: refusal };
    }
    const judgement = await judgeSecret(account, password);
    if (judgement.result !== 'success' || account === null) {
      await recordFailure(tx, subjects.install, now);
      if (subjects.account !== null) await recordFailure(tx, subjects.account, now);
      await audit(judgement);
      return { error: invalidCredentials() };
    }
    if (!account.isMember) {
      await audit({ ...judgement, result: 'not_member' });
      return { error: notMemberOf(install) };
    }
    await clearFailures(tx, [subjects.install, subjects.account]);
    await audit(judgement);
    return { session: await startInstallSession(tx, install, account.id) };
  });
  return answerInstallSignIn({ ...http, database: deps.database, tokens: deps.tokens }, outcome);
}

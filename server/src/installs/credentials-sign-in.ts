// Signing in at an install with username + PIN or password (POST /installs/auth-credentials and
// its older name POST /login/device). The PIN is checked first, then the web password. Every
// attempt costs two verifications (decoys stand in for missing hashes, for someone who is not a
// member of the install's tenant, and for an account paused at this station), so no answer or
// timing tells who exists; the station's and the account's counts apply (auth/lockout.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '@shared/auth/sign-in';
import type { InstallCredentialsRequest } from '@shared/installs/installs';
import { verifyAgainstDecoy, verifySecret } from '../auth/passwords';
import type { SignInMethod, SignInResult } from '../auth/sign-in-audit';
import { invalidCredentials } from '../auth/sign-in-response';
import type { ModuleDependencies } from '../http/module';
import { verifyHandshake } from './handshake-verification';
import {
  answerInstallSignIn,
  findDesktopAccount,
  installAttemptStart,
  installOfHandshake,
  settleInstallAttempt,
  type DesktopAccount,
} from './install-sign-in';

const DIGITS = /^\d+$/;

interface Judgement {
  verdict: SignInResult;
  method: SignInMethod;
}

function verifyOrDecoy(hash: string | null, secret: string): Promise<boolean> {
  return hash === null ? verifyAgainstDecoy(secret) : verifySecret(hash, secret);
}

async function judgeSecret(
  account: DesktopAccount | null,
  secret: string,
  paused: boolean,
): Promise<Judgement> {
  // What the typed secret was meant to be: all digits reads as a PIN.
  const typed: SignInMethod = DIGITS.test(secret) ? 'pin' : 'password';
  const usable = paused ? null : account;
  if (await verifyOrDecoy(usable?.pinHash ?? null, secret)) {
    return { verdict: 'success', method: 'pin' };
  }
  if (await verifyOrDecoy(usable?.passwordHash ?? null, secret)) {
    return { verdict: 'success', method: 'password' };
  }
  if (account === null) return { verdict: 'unknown_account', method: typed };
  if (paused) return { verdict: 'locked', method: typed };
  if (account.pinHash === null && account.passwordHash === null) {
    return { verdict: 'no_password', method: typed };
  }
  return { verdict: typed === 'pin' ? 'wrong_pin' : 'wrong_password', method: typed };
}

export async function signInWithCredentials(
  deps: ModuleDependencies,
  body: InstallCredentialsRequest,
  http: { request: FastifyRequest; reply: FastifyReply },
): Promise<LoginResponse> {
  const { database } = deps;
  const { handshake, username, password } = body;
  const verified = verifyHandshake(handshake);
  const install = await database.transaction((tx) => installOfHandshake(tx, verified));
  const account = await findDesktopAccount(database, username, install.tenantId);
  const start = await installAttemptStart(database, install, account?.id ?? null);
  // A locked station refuses unheard; otherwise the slow check, outside any transaction.
  const judgement: Judgement = start.installLocked
    ? { verdict: 'locked', method: DIGITS.test(password) ? 'pin' : 'password' }
    : await judgeSecret(account, password, start.accountPaused);
  const outcome = await settleInstallAttempt(
    database,
    {
      install,
      accountId: account?.id ?? null,
      username,
      method: judgement.method,
      ip: http.request.ip,
      verdict: judgement.verdict,
    },
    invalidCredentials,
  );
  return answerInstallSignIn({ ...http, tokens: deps.tokens }, outcome);
}

// Signing in at an install with a fingerprint (POST /installs/auth-fp). With a hint (the username
// typed so far) the touch is compared with that account's fingerprints only; without one, with
// the fingerprints of every member of the install's tenant. The matcher (fingerprints/matcher.ts)
// decides what matches; the install's and the account's lockouts apply as for a PIN.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '@shared/auth-api';
import type { InstallFingerprintRequest } from '@shared/installs-api';
import type { AuthFamilyDependencies } from '../auth/dependencies';
import {
  accountLocked,
  accountSubject,
  clearFailures,
  installSubject,
  lockedUntil,
  lockoutRefusal,
  lockSubjects,
  recordFailure,
} from '../auth/lockout';
import type { SignInResult } from '../auth/sign-in-audit';
import { fingerprintCandidates } from '../fingerprints/fingerprint-store';
import { decodeTemplate } from '../fingerprints/fmd-template';
import type { FingerprintMatcher } from '../fingerprints/matcher';
import { ApiError } from '../http/errors';
import { verifyHandshake } from './handshake-verification';
import {
  answerInstallSignIn,
  auditInstallAttempt,
  findDesktopAccount,
  installOfHandshake,
  startInstallSession,
  type InstallSignInOutcome,
} from './install-sign-in';

export function matchingUnavailable(): ApiError {
  return new ApiError(
    503,
    'fingerprint_matching_unavailable',
    'Fingerprint sign-in is not available on this server yet. Sign in with your username and PIN.',
  );
}

function notRecognized(): ApiError {
  return new ApiError(
    401,
    'fingerprint_not_recognized',
    'Your fingerprint was not recognised. Try again, or sign in with your username and PIN.',
  );
}

export async function signInWithFingerprint(
  deps: AuthFamilyDependencies,
  body: InstallFingerprintRequest,
  http: { request: FastifyRequest; reply: FastifyReply },
): Promise<LoginResponse> {
  const { handshake } = body;
  const probe = decodeTemplate(body.fmd, 'fmd');
  const hint = body.hint === '' ? null : (body.hint ?? null);
  const matcher: FingerprintMatcher | undefined = deps.fingerprintMatcher;
  if (matcher === undefined) throw matchingUnavailable();
  const verified = verifyHandshake(handshake);

  const outcome = await deps.database.transaction(async (tx): Promise<InstallSignInOutcome> => {
    const install = await installOfHandshake(tx, verified);
    const hinted = hint === null ? null : await findDesktopAccount(tx, hint, install.tenantId);
    const subjects = {
      install: installSubject(install.id),
      account: hinted === null ? null : accountSubject(hinted.id),
    };
    await lockSubjects(tx, [subjects.install, subjects.account]);
    const now = new Date();
    const audit = (accountId: string | null, result: SignInResult) =>
      auditInstallAttempt(tx, {
        install,
        accountId,
        username: hint,
        method: 'fingerprint',
        result,
        ip: http.request.ip,
      });
    const failed = async (result: SignInResult): Promise<InstallSignInOutcome> => {
      await recordFailure(tx, subjects.install, now);
      if (subjects.account !== null) await recordFailure(tx, subjects.account, now);
      await audit(hinted?.id ?? null, result);
      return { error: notRecognized() };
    };

    const refusal = await lockoutRefusal(tx, subjects, now);
    if (refusal !== null) {
      await audit(hinted?.id ?? null, 'locked');
      return { error: refusal };
    }
    if (hint !== null && hinted === null) return failed('unknown_account');
    if (hinted?.isMember === false) return failed('not_member');

    const candidates = await fingerprintCandidates(tx, {
      tenantId: install.tenantId,
      ...(hinted === null ? {} : { accountId: hinted.id }),
    });
    const match = candidates.length === 0 ? null : await matcher.identify(probe, candidates);
    const matched = candidates.find((candidate) => candidate.id === match?.fingerprintId);
    if (matched === undefined) return failed('no_match');

    // Identified without a hint: the account's own lock still applies.
    const account = accountSubject(matched.accountId);
    const locked = hinted === null ? await lockedUntil(tx, account, now) : null;
    if (locked !== null) {
      await audit(matched.accountId, 'locked');
      return { error: accountLocked(locked, now) };
    }
    await clearFailures(tx, [subjects.install, account]);
    await audit(matched.accountId, 'success');
    return { session: await startInstallSession(tx, install, matched.accountId) };
  });
  return answerInstallSignIn({ ...http, database: deps.database, tokens: deps.tokens }, outcome);
}

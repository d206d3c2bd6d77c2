// Signing in at an install with a fingerprint (POST /installs/auth-fp). With a hint (the username
// typed so far) the touch is compared with that member's fingerprints only; without one, with
// the fingerprints of every member of the install's tenant. The matcher (fingerprint-matcher.ts)
// decides what matches, with no transaction open; the station's and the account's counts apply
// as for a PIN, and an account paused at this station is answered like a finger not recognised.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '@shared/auth/sign-in';
import type { InstallFingerprintRequest } from '@shared/installs/installs';
import { fingerprintCandidates } from '../auth/fingerprint-candidates';
import type {
  FingerprintMatcher,
  FingerprintMatcherDependencies,
} from '../auth/fingerprint-matcher';
import { accountAt, installSource, lockedUntil } from '../auth/lockout';
import type { SignInResult } from '../auth/sign-in-audit';
import { ApiError } from '../http/errors';
import { decodeTemplate } from '../http/fmd-template';
import type { ModuleDependencies } from '../http/module';
import { verifyHandshake } from './handshake-verification';
import {
  answerInstallSignIn,
  findDesktopAccount,
  installAttemptStart,
  installOfHandshake,
  settleInstallAttempt,
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
  deps: ModuleDependencies & FingerprintMatcherDependencies,
  body: InstallFingerprintRequest,
  http: { request: FastifyRequest; reply: FastifyReply },
): Promise<LoginResponse> {
  const { database } = deps;
  const probe = decodeTemplate(body.fmd, 'fmd');
  const hint = body.hint === '' ? null : (body.hint ?? null);
  const matcher: FingerprintMatcher | undefined = deps.fingerprintMatcher;
  if (matcher === undefined) throw matchingUnavailable();
  const verified = verifyHandshake(body.handshake);
  const install = await database.transaction((tx) => installOfHandshake(tx, verified));
  const hinted = hint === null ? null : await findDesktopAccount(database, hint, install.tenantId);

  let accountId = hinted?.id ?? null;
  let verdict: SignInResult;
  const hintedStart = await installAttemptStart(database, install, accountId);
  if (hintedStart.installLocked) {
    verdict = 'locked';
  } else if (hint !== null && hinted === null) {
    verdict = 'unknown_account';
  } else if (hintedStart.accountPaused) {
    verdict = 'locked';
  } else {
    const candidates = await fingerprintCandidates(database, {
      tenantId: install.tenantId,
      ...(hinted === null ? {} : { accountIds: [hinted.id] }),
    });
    const match = candidates.length === 0 ? null : await matcher.identify(probe, candidates);
    const matched = candidates.find((candidate) => candidate.id === match?.fingerprintId);
    accountId = matched?.accountId ?? accountId;
    verdict = matched === undefined ? 'no_match' : 'success';
    // Identified without a hint: the matched account's own pause at this station applies.
    if (matched !== undefined && hinted === null) {
      const pausedHere = accountAt(matched.accountId, installSource(install.id));
      if ((await lockedUntil(database, pausedHere, new Date())) !== null) verdict = 'locked';
    }
  }
  const outcome = await settleInstallAttempt(
    database,
    { install, accountId, username: hint, method: 'fingerprint', ip: http.request.ip, verdict },
    notRecognized,
  );
  return answerInstallSignIn({ ...http, tokens: deps.tokens }, outcome);
}

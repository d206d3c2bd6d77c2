// A manager's approval at the till (POST /sales/approvals): the manager's username and PIN, or a
// touch of their finger on the station's reader, checked as station sign-in checks them — one
// slow check with no transaction open (a decoy for an unknown username), the station's and the
// account's failure counts and pauses (auth/lockout.ts) — then, for a member who holds the
// action's sales key, a single-use token bound to the cashier, the station and the action.
import type { Approval, ApprovalRequest, ApprovableAction } from '@shared/sales/approvals';
import { hasPermission } from '@shared/permissions';
import { recordAudit } from '../auth/audit-log';
import { loadEffectivePermissions, accountsGranted } from '../auth/effective-permissions';
import { fingerprintCandidates } from '../auth/fingerprint-candidates';
import type { FingerprintMatcherDependencies } from '../auth/fingerprint-matcher';
import {
  accountAt,
  clearFailures,
  installLocked,
  installSource,
  installSubject,
  ipSource,
  lockedUntil,
  lockSubjects,
  recordFailure,
  type LockoutSubject,
} from '../auth/lockout';
import { verifyAgainstDecoy, verifySecret } from '../auth/passwords';
import type { TenantContext } from '../auth/request-context';
import type { Database, Queryable } from '../db/database';
import { ApiError, forbidden, validationFailed } from '../http/errors';
import { decodeTemplate } from '../http/fmd-template';
import { findApprover, insertApproval, type Approver } from './approvals-store';
import { liveStationOf } from './point-of-sale-access';

/** How the refusal names each action: "Max Manager may not approve refunds." */
const ACTION_NAMES: Readonly<Record<ApprovableAction, string>> = {
  discounts: 'discounts',
  refunds: 'refunds',
  voids: 'voids',
  noSale: 'no-sale drawer opens',
  priceOverrides: 'price overrides',
};

function wrongPin(): ApiError {
  return new ApiError(401, 'invalid_credentials', 'The username or PIN is not right. Try again.');
}

function fingerprintNotRecognised(): ApiError {
  return new ApiError(
    401,
    'fingerprint_not_recognized',
    'The fingerprint was not recognised as a manager’s who may approve this. Try again, or use a username and PIN.',
  );
}

function fingerprintApprovalUnavailable(): ApiError {
  return new ApiError(
    503,
    'fingerprint_matching_unavailable',
    'Fingerprint approval is not available on this server. Approve with a username and PIN.',
  );
}

/** One approval attempt after its slow check, ready to be counted. */
interface Attempt {
  /** The station's own count; null in a browser. */
  station: LockoutSubject | null;
  /** The named or matched account at this place; null when none. */
  account: LockoutSubject | null;
  approver: Approver | null;
  /** 'paused': the account was paused here before the check, which was then not made. */
  verdict: 'success' | 'failure' | 'paused';
  method: 'pin' | 'fingerprint';
  refusal: () => ApiError;
}

type Outcome = { approval: Approval } | { error: ApiError };

export async function grantApproval(
  deps: { database: Database } & FingerprintMatcherDependencies,
  context: TenantContext,
  request: ApprovalRequest,
  ip: string,
): Promise<Approval> {
  const { database } = deps;
  const installId = await liveStationOf(database, context);
  const station = installId === null ? null : installSubject(installId);
  const now = new Date();
  const stationLockedUntil = await lockedUntil(database, station, now);
  if (stationLockedUntil !== null) throw installLocked(stationLockedUntil, now);

  const attempt =
    request.credentials.method === 'pin'
      ? await checkPin(database, context, request.credentials, { installId, station, ip })
      : await checkFingerprint(deps, context, request, request.credentials.fmd, {
          installId,
          station,
        });
  const outcome = await database.transaction((tx) =>
    settleApproval(tx, context, request, attempt, installId),
  );
  if ('error' in outcome) throw outcome.error;
  return outcome.approval;
}

async function checkPin(
  database: Database,
  context: TenantContext,
  credentials: { username: string; pin: string },
  place: { installId: string | null; station: LockoutSubject | null; ip: string },
): Promise<Attempt> {
  const approver = await findApprover(database, {
    tenantId: context.tenantId,
    username: credentials.username,
  });
  const source = place.installId === null ? ipSource(place.ip) : installSource(place.installId);
  const account = approver === null ? null : accountAt(approver.id, source);
  const paused = (await lockedUntil(database, account, new Date())) !== null;
  const hash = paused ? null : (approver?.pinHash ?? null);
  const verified =
    hash === null
      ? await verifyAgainstDecoy(credentials.pin)
      : await verifySecret(hash, credentials.pin);
  return {
    station: place.station,
    account,
    approver,
    verdict: paused ? 'paused' : verified ? 'success' : 'failure',
    method: 'pin',
    refusal: wrongPin,
  };
}

async function checkFingerprint(
  deps: { database: Database } & FingerprintMatcherDependencies,
  context: TenantContext,
  request: ApprovalRequest,
  fmd: string,
  place: { installId: string | null; station: LockoutSubject | null },
): Promise<Attempt> {
  const { database, fingerprintMatcher: matcher } = deps;
  if (place.installId === null || place.station === null) {
    throw validationFailed(
      'credentials.method: Approve by fingerprint at a station; in a browser, use a username and PIN.',
      [{ path: 'credentials.method', code: 'custom', message: 'Approve with a username and PIN.' }],
    );
  }
  const probe = decodeTemplate(fmd, 'credentials.fmd');
  if (matcher === undefined) throw fingerprintApprovalUnavailable();
  // Only the fingerprints of members who may approve this: a smaller search, and no one else's
  // finger can stand in for theirs.
  const holders = await accountsGranted(database, context.tenantId, 'sales', request.action);
  const candidates =
    holders.length === 0
      ? []
      : await fingerprintCandidates(database, { tenantId: context.tenantId, accountIds: holders });
  const match = candidates.length === 0 ? null : await matcher.identify(probe, candidates);
  const matched = candidates.find((candidate) => candidate.id === match?.fingerprintId);
  const account =
    matched === undefined ? null : accountAt(matched.accountId, installSource(place.installId));
  const paused = (await lockedUntil(database, account, new Date())) !== null;
  return {
    station: place.station,
    account,
    approver:
      matched === undefined ? null : await findApprover(database, { accountId: matched.accountId }),
    verdict: matched === undefined ? 'failure' : paused ? 'paused' : 'success',
    method: 'fingerprint',
    refusal: fingerprintNotRecognised,
  };
}

/**
 * Counts the attempt with its subjects held (a concurrent guess is judged after this one), and
 * for the right person stores the approval; either way audited in the same transaction. A
 * refusal's entry names what was asked and why, never what was typed or touched.
 */
async function settleApproval(
  tx: Queryable,
  context: TenantContext,
  request: ApprovalRequest,
  attempt: Attempt,
  installId: string | null,
): Promise<Outcome> {
  const { station, account, approver } = attempt;
  const refuse = async (error: ApiError, reason: string): Promise<Outcome> => {
    await recordAudit(tx, context, {
      action: 'sales.approval.refuse',
      targetType: 'salesApproval',
      targetId: null,
      after: {
        action: request.action,
        summary: request.summary,
        method: attempt.method,
        reason,
        installId,
        ...(reason === 'notPermitted' && approver !== null
          ? { approver: { id: approver.id, name: approver.name } }
          : {}),
      },
    });
    return { error };
  };
  await lockSubjects(tx, [station, account]);
  const now = new Date();
  const stationLockedUntil = await lockedUntil(tx, station, now);
  if (stationLockedUntil !== null) {
    return refuse(installLocked(stationLockedUntil, now), 'stationLocked');
  }
  if (attempt.verdict === 'paused' || (await lockedUntil(tx, account, now)) !== null) {
    return refuse(attempt.refusal(), 'paused');
  }
  if (attempt.verdict === 'failure' || approver === null) {
    if (station !== null) await recordFailure(tx, station, now);
    if (account !== null) await recordFailure(tx, account, now);
    return refuse(attempt.refusal(), 'notRecognised');
  }
  await clearFailures(tx, [station, account]);
  const permissions = await loadEffectivePermissions(tx, approver.id, context.tenantId);
  if (permissions === null || !hasPermission(permissions, 'sales', request.action)) {
    return refuse(
      forbidden(`${approver.name} may not approve ${ACTION_NAMES[request.action]}.`),
      'notPermitted',
    );
  }
  const granted = await insertApproval(tx, {
    tenantId: context.tenantId,
    action: request.action,
    summary: request.summary,
    requestedBy: context.accountId,
    installId: context.installId,
    approvedBy: approver.id,
    method: attempt.method,
    now,
  });
  const approverRef = { id: approver.id, name: approver.name };
  await recordAudit(tx, context, {
    action: 'sales.approval.grant',
    targetType: 'salesApproval',
    targetId: granted.id,
    after: {
      action: request.action,
      summary: request.summary,
      approver: approverRef,
      method: attempt.method,
      installId,
      expiresAt: granted.expiresAt.toISOString(),
    },
  });
  return {
    approval: {
      token: granted.token,
      action: request.action,
      approver: approverRef,
      expiresAt: granted.expiresAt.toISOString(),
    },
  };
}

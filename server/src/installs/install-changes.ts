// An administrator's changes to the tenant's installs — register, rename, revoke — each decided
// and audited in one transaction with its write, so a change and its audit entry land together.
import type { Install, RegisterInstallRequest } from '@shared/installs/installs';
import { recordAudit, type AuditActor } from '../auth/audit-log';
import type { Database, Queryable } from '../db/database';
import { conflict, notFoundInTenant, uniqueViolation } from '../http/errors';
import { spendHandshake, verifyHandshake } from './handshake-verification';
import {
  findLiveInstall,
  insertInstall,
  lockInstallOfTenant,
  renameInstall,
  revokeInstall,
} from './install-store';

function alreadyRegistered() {
  return conflict(
    'This station is already registered. An administrator must revoke its registration before it can be registered again.',
  );
}

/** What the audit log keeps of an install: never its key. */
function auditState(install: Install) {
  return {
    name: install.name,
    capabilities: install.capabilities,
    revokedAt: install.revokedAt,
  };
}

async function liveInstallOfTenant(tx: Queryable, actor: AuditActor, installId: string) {
  const install = await lockInstallOfTenant(tx, actor.tenantId, installId);
  if (install === null) throw notFoundInTenant('install', installId);
  return install;
}

export function registerInstall(
  database: Database,
  actor: AuditActor,
  request: RegisterInstallRequest,
): Promise<Install> {
  const { handshake, name, capabilities = [] } = request;
  const verified = verifyHandshake(handshake);
  const registration = database.transaction(async (tx) => {
    await spendHandshake(tx, verified);
    if ((await findLiveInstall(tx, verified.publicKey)) !== null) throw alreadyRegistered();
    const install = await insertInstall(tx, {
      tenantId: actor.tenantId,
      name,
      publicKey: verified.publicKey,
      capabilities,
      registeredBy: actor.actorAccountId,
    });
    await recordAudit(tx, actor, {
      action: 'install.register',
      targetType: 'install',
      targetId: install.id,
      after: auditState(install),
    });
    return install;
  });
  // The same station registered twice at once: the unique index stops the second.
  return registration.catch((error: unknown) => {
    throw uniqueViolation(error) === null ? error : alreadyRegistered();
  });
}

/** A revoked install keeps its name: the audit trail and sign-in activity name it so. */
export function renameInstallOfTenant(
  database: Database,
  actor: AuditActor,
  change: { installId: string; name: string },
): Promise<Install> {
  return database.transaction(async (tx) => {
    const before = await liveInstallOfTenant(tx, actor, change.installId);
    if (before.revokedAt !== null) {
      throw conflict('This station was revoked; a revoked station cannot be renamed.');
    }
    if (before.name === change.name) return before;
    const after = await renameInstall(tx, before.id, change.name);
    await recordAudit(tx, actor, {
      action: 'install.rename',
      targetType: 'install',
      targetId: after.id,
      before: { name: before.name },
      after: { name: after.name },
    });
    return after;
  });
}

/**
 * Revokes the install and ends the sessions signed in there. Resolves to false when it was
 * revoked before (revoking is idempotent, and a repeat is not audited again).
 */
export function revokeInstallOfTenant(
  database: Database,
  actor: AuditActor,
  installId: string,
): Promise<boolean> {
  return database.transaction(async (tx) => {
    const before = await liveInstallOfTenant(tx, actor, installId);
    if (before.revokedAt !== null) return false;
    const revokedAt = await revokeInstall(tx, before.id);
    await recordAudit(tx, actor, {
      action: 'install.revoke',
      targetType: 'install',
      targetId: before.id,
      before: auditState(before),
      after: auditState({ ...before, revokedAt }),
    });
    return true;
  });
}

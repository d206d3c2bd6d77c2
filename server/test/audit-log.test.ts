// The audit log core: who is recorded (the account acted as, the support operator behind a user
// impersonation, how the tenant was reached), the entry's before and after, and the tenant scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { auditEntries, recordAudit, type AuditActor } from '../src/auth/audit-log';
import { seededDatabase, tenantIdByName } from './fixtures';

let database: Database;
let harbor: string;
let bluebird: string;
let ava: string;
let sys: string;

async function accountId(email: string): Promise<string> {
  const [row] = await database.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
    email,
  ]);
  if (row === undefined) throw new Error(`no account ${email}`);
  return row.id;
}

beforeAll(async () => {
  database = await seededDatabase();
  harbor = await tenantIdByName(database, 'Harbor Coffee');
  bluebird = await tenantIdByName(database, 'Bluebird Dental');
  ava = await accountId('ava.admin@harbor.example');
  sys = await accountId('sysadmin@zyno.example');
});
afterAll(() => database.close());

const member = (): AuditActor => ({
  tenantId: harbor,
  accountId: ava,
  actorAccountId: ava,
  impersonatingUser: false,
  access: 'member',
  installId: null,
});

describe('recordAudit', () => {
  it('records the actor, the target and the state before and after', async () => {
    await recordAudit(database, member(), {
      action: 'role.rename',
      targetType: 'role',
      targetId: 'r-1',
      before: { name: 'Baristas' },
      after: { name: 'Barista team' },
    });
    const [entry] = await auditEntries(database, harbor, { targetType: 'role', targetId: 'r-1' });
    expect(entry).toMatchObject({
      action: 'role.rename',
      actorAccountId: ava,
      impersonatorAccountId: null,
      access: 'member',
      before: { name: 'Baristas' },
      after: { name: 'Barista team' },
    });
    expect(Date.parse(entry?.at ?? '')).not.toBeNaN();
  });

  it('names the support operator behind a user impersonation', async () => {
    await recordAudit(
      database,
      { ...member(), actorAccountId: sys, impersonatingUser: true, access: 'sysadmin' },
      {
        action: 'account.update',
        targetType: 'account',
        targetId: 'a-1',
        after: { isAdmin: true },
      },
    );
    const [entry] = await auditEntries(database, harbor, { targetId: 'a-1' });
    expect(entry).toMatchObject({ actorAccountId: ava, impersonatorAccountId: sys, before: null });
  });

  it("keeps each tenant's entries to itself", async () => {
    await recordAudit(
      database,
      { ...member(), tenantId: bluebird },
      {
        action: 'role.delete',
        targetType: 'role',
        targetId: 'r-2',
      },
    );
    expect(await auditEntries(database, harbor, { targetId: 'r-2' })).toEqual([]);
    expect(await auditEntries(database, bluebird, { targetId: 'r-2' })).toHaveLength(1);
  });

  it('refuses an action that is not <resource>.<verb>', async () => {
    await expect(
      recordAudit(database, member(), { action: 'Rename', targetType: 'role', targetId: null }),
    ).rejects.toThrow();
  });
});

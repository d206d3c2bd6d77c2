// Managers' approvals at the till (POST /sales/approvals, docs/sales-drawers-and-approvals.md):
// Max Manager approves Casey Cashier's discount with his username and PIN or a touch of his finger
// at her station; the single-use token it answers lets authoriseSalesAction pass exactly once, for
// exactly that action, cashier and station, within its lifetime.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  APPROVAL_TOKEN_LIFETIME_MS,
  approvalSchema,
  type Approval,
  type ApprovableAction,
} from '@shared/sales/approvals';
import { auditEntries } from '../src/auth/audit-log';
import { engineMatcher } from '../src/installs/engine-matcher';
import { authoriseSalesAction } from '../src/sales/sales-action-authorisation';
import {
  accountIdByEmail,
  addDesktopUser,
  AUTH,
  callApi,
  demoTenantIds,
  expectError,
  press,
  useRecordingTestApp,
  type DemoTenantIds,
} from './fixtures';
import { memberContext, requestApproval, staffSession, type Staff } from './fixtures/point-of-sale';

const MAX_FINGER = 5_301;
const CASEY_FINGER = 5_302;

const app = await useRecordingTestApp({ fingerprintMatcher: engineMatcher() });
const { database } = app.server;
let tenants: DemoTenantIds;
let maxId: string;
let caseyId: string;
/** Casey at her station; Max in a browser. */
let casey: Staff;
let max: Staff;

async function enrol(staff: Staff, finger: number, slot: number): Promise<void> {
  const response = await callApi(app.server, `${AUTH}/identity/enroll-fingerprint`, {
    jwt: staff.jwt,
    tenantId: staff.tenantId,
    body: { finger: slot, fmds: [0, 1, 2, 3, 4].map((impression) => press(finger, impression)) },
  });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  tenants = await demoTenantIds(database);
  maxId = await accountIdByEmail(database, 'max.manager@harbor.example');
  caseyId = await accountIdByEmail(database, 'casey.cashier@harbor.example');
  casey = await staffSession(database, caseyId, tenants.harbor);
  max = await staffSession(database, maxId, tenants.harbor, { atStation: false });
  await enrol(max, MAX_FINGER, 6);
  await enrol(await staffSession(database, caseyId, tenants.harbor), CASEY_FINGER, 6);
});

afterEach(() => {
  vi.useRealTimers();
});

const maxPin = { method: 'pin', username: 'max', pin: '33334444' } as const;

async function approved(
  staff: Staff,
  action: ApprovableAction = 'discounts',
  credentials: Record<string, unknown> = maxPin,
): Promise<Approval> {
  const response = await requestApproval(app.server, staff, {
    action,
    summary: `A ${action} for the test`,
    credentials,
  });
  expect(response.status).toBe(201);
  return approvalSchema.parse(await response.json());
}

/** Casey (sales sp only) spends `tokens` on `action` at her station, in one transaction. */
function spend(staff: Staff, action: ApprovableAction, tokens: readonly string[]) {
  return database.transaction((tx) =>
    authoriseSalesAction(tx, memberContext(staff, { sales: { sp: true } }), action, tokens),
  );
}

async function expectApprovalRequired(attempt: Promise<unknown>, action: ApprovableAction) {
  await expect(attempt).rejects.toMatchObject({
    statusCode: 403,
    code: 'approval_required',
    details: { action },
  });
}

describe('approving with a username and PIN', () => {
  it("lets Max approve Casey's discount at her station, audited without the PIN", async () => {
    const approval = await approved(casey);
    expect(approval).toMatchObject({
      action: 'discounts',
      approver: { id: maxId, name: 'Max Manager' },
    });
    expect(Date.parse(approval.expiresAt) - Date.now()).toBeLessThanOrEqual(
      APPROVAL_TOKEN_LIFETIME_MS,
    );
    const [entry] = await auditEntries(database, tenants.harbor, { targetType: 'salesApproval' });
    expect(entry).toMatchObject({
      action: 'sales.approval.grant',
      actorAccountId: caseyId,
      installId: casey.installId,
      after: {
        action: 'discounts',
        summary: 'A discounts for the test',
        approver: { id: maxId, name: 'Max Manager' },
        method: 'pin',
      },
    });
    expect(JSON.stringify(entry)).not.toContain('33334444');
    const [stored] = await database.query<{ token_hash: string }>(
      'SELECT token_hash FROM sales_approvals ORDER BY created_at DESC LIMIT 1',
    );
    expect(stored?.token_hash).not.toBe(approval.token);
  });

  it('refuses a wrong PIN and an unknown username alike (401)', async () => {
    for (const credentials of [
      { ...maxPin, pin: '00000000' },
      { ...maxPin, username: 'nobody' },
    ]) {
      const response = await requestApproval(app.server, casey, {
        action: 'discounts',
        summary: 'A discount',
        credentials,
      });
      await expectError(response, 401, 'invalid_credentials');
      const [entry] = await auditEntries(database, tenants.harbor, {
        targetType: 'salesApproval',
      });
      expect(entry).toMatchObject({
        action: 'sales.approval.refuse',
        actorAccountId: caseyId,
        after: { action: 'discounts', method: 'pin', reason: 'notRecognised' },
      });
      expect(JSON.stringify(entry)).not.toContain(credentials.pin);
    }
  });

  it('refuses the right PIN of someone without the key (403)', async () => {
    const response = await requestApproval(app.server, casey, {
      action: 'refunds',
      summary: 'A refund',
      credentials: { method: 'pin', username: 'casey', pin: '55556666' },
    });
    expect(await expectError(response, 403, 'forbidden')).toBe(
      'Casey Cashier may not approve refunds.',
    );
    const [entry] = await auditEntries(database, tenants.harbor, { targetType: 'salesApproval' });
    expect(entry?.after).toMatchObject({
      reason: 'notPermitted',
      approver: { id: caseyId, name: 'Casey Cashier' },
    });
  });

  it('locks the station after five wrong PINs there, as sign-in does (423)', async () => {
    const station = await staffSession(database, caseyId, tenants.harbor);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await requestApproval(app.server, station, {
        action: 'voids',
        summary: 'A void',
        credentials: { ...maxPin, pin: '99999999' },
      });
      await expectError(wrong, 401, 'invalid_credentials');
    }
    const right = await requestApproval(app.server, station, {
      action: 'voids',
      summary: 'A void',
      credentials: maxPin,
    });
    await expectError(right, 423, 'install_locked');
  });

  it('answers hostile bodies with 400 naming the field', async () => {
    const bodies: [Record<string, unknown>, string][] = [
      [{ action: 'everything', summary: 'x', credentials: maxPin }, 'action'],
      [{ action: 'voids', summary: '', credentials: maxPin }, 'summary'],
      [{ action: 'voids', summary: 'x'.repeat(201), credentials: maxPin }, 'summary'],
      [{ action: 'voids', summary: 'x', credentials: { method: 'pin', username: 'max' } }, 'pin'],
      [{ action: 'voids', summary: 'x', credentials: { method: 'fingerprint', fmd: '!' } }, 'fmd'],
      [{ action: 'voids', summary: 'x' }, 'credentials'],
    ];
    for (const [body, field] of bodies) {
      const response = await requestApproval(app.server, casey, body);
      expect(await expectError(response, 400, 'validation_failed')).toContain(field);
    }
  });

  it('refuses someone without the point of sale (403)', async () => {
    const ninaId = await accountIdByEmail(database, 'nina.noperm@harbor.example');
    const nina = await staffSession(database, ninaId, tenants.harbor);
    const response = await requestApproval(app.server, nina, {
      action: 'discounts',
      summary: 'A discount',
      credentials: maxPin,
    });
    await expectError(response, 403, 'forbidden');
  });
});

describe('approving with a fingerprint', () => {
  it("matches Max's finger among the managers' at Casey's station", async () => {
    const approval = await approved(casey, 'refunds', {
      method: 'fingerprint',
      fmd: press(MAX_FINGER, 6),
    });
    expect(approval.approver).toEqual({ id: maxId, name: 'Max Manager' });
    const [entry] = await auditEntries(database, tenants.harbor, { targetType: 'salesApproval' });
    expect(entry?.after).toMatchObject({ method: 'fingerprint', approver: { id: maxId } });
    expect(JSON.stringify(entry)).not.toContain(press(MAX_FINGER, 6).slice(0, 40));
  });

  it('does not take the finger of someone without the key, or one never enrolled (401)', async () => {
    for (const finger of [CASEY_FINGER, 5_399]) {
      const response = await requestApproval(app.server, casey, {
        action: 'refunds',
        summary: 'A refund',
        credentials: { method: 'fingerprint', fmd: press(finger, 6) },
      });
      await expectError(response, 401, 'fingerprint_not_recognized');
    }
  });

  it('is for stations only: a browser approves with a PIN (400)', async () => {
    const response = await requestApproval(app.server, max, {
      action: 'refunds',
      summary: 'A refund',
      credentials: { method: 'fingerprint', fmd: press(MAX_FINGER, 7) },
    });
    expect(await expectError(response, 400, 'validation_failed')).toContain('credentials.method');
  });
});

describe('spending an approval (authoriseSalesAction)', () => {
  it('passes a member holding the key without a token', async () => {
    const context = memberContext(max, { sales: { discounts: true } });
    await expect(
      database.transaction((tx) => authoriseSalesAction(tx, context, 'discounts', [])),
    ).resolves.toEqual({ approvedBy: null });
  });

  it('passes once with the token, audited, then asks again', async () => {
    const { token } = await approved(casey);
    await expect(spend(casey, 'discounts', ['unknown', token])).resolves.toEqual({
      approvedBy: { id: maxId, name: 'Max Manager' },
    });
    const [entry] = await auditEntries(database, tenants.harbor, { targetType: 'salesApproval' });
    expect(entry).toMatchObject({
      action: 'sales.approval.use',
      actorAccountId: caseyId,
      after: { action: 'discounts', approver: { id: maxId } },
    });
    await expectApprovalRequired(spend(casey, 'discounts', [token]), 'discounts');
  });

  it('lets only one of two requests carrying the same token through', async () => {
    const { token } = await approved(casey);
    const results = await Promise.allSettled([
      spend(casey, 'discounts', [token]),
      spend(casey, 'discounts', [token]),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses the token for another action, and keeps it for its own', async () => {
    const { token } = await approved(casey, 'discounts');
    await expectApprovalRequired(spend(casey, 'voids', [token]), 'voids');
    await expect(spend(casey, 'discounts', [token])).resolves.toMatchObject({
      approvedBy: { id: maxId },
    });
  });

  it('refuses it to another cashier, at another station, and in another tenant', async () => {
    const { token } = await approved(casey);
    const otherCashierId = await addDesktopUser(database, tenants.harbor, {
      username: 'kim',
      pin: '12121212',
    });
    const others: Staff[] = [
      { ...casey, accountId: otherCashierId },
      await staffSession(database, caseyId, tenants.harbor),
      { ...casey, tenantId: tenants.bluebird },
    ];
    for (const other of others)
      await expectApprovalRequired(spend(other, 'discounts', [token]), 'discounts');
    await expect(spend(casey, 'discounts', [token])).resolves.toMatchObject({
      approvedBy: { id: maxId },
    });
  });

  it('refuses a token past its lifetime, and takes one just within it', async () => {
    const late = await approved(casey);
    const inTime = await approved(casey);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(inTime.expiresAt) - 1);
    await expect(spend(casey, 'discounts', [inTime.token])).resolves.toMatchObject({
      approvedBy: { id: maxId },
    });
    vi.setSystemTime(Date.parse(late.expiresAt) + 1);
    await expectApprovalRequired(spend(casey, 'discounts', [late.token]), 'discounts');
  });
});

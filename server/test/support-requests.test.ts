// Support requests over real HTTP (the built-in support form, spec §7): any signed-in user creates
// one in the tenant they act in, under their own name and e-mail; only a system administrator
// reads them (every tenant's, one status at a time, newest first, paged) and closes or reopens
// them (audited); hostile or oversized input answers 400 and
// stores nothing; a burst from one account is refused with 429; secrets in the page address are
// never kept.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import { auditEntries } from '../src/auth/audit-log';
import {
  SUPPORT_REQUEST_RATE_LIMIT,
  supportRequestSchema,
  supportRequestsPageSchema,
  type CreateSupportRequest,
} from '@shared/support/support-requests';
import {
  api,
  count,
  demoTenantIds,
  expectError,
  session,
  sysAdminIn,
  useHttpTestApp,
  type ApiCall,
  type Session,
} from './fixtures';

const app = await useHttpTestApp();
const tenants = await demoTenantIds(app.database);
let max: Session;
let morgan: Session;
let ava: Session;
let sysAdmin: Session;

beforeAll(async () => {
  [max, morgan, ava, sysAdmin] = await Promise.all([
    session(app, 'max.manager@harbor.example'),
    session(app, 'morgan.multi@harbor.example'),
    session(app, 'ava.admin@harbor.example'),
    session(app, 'sysadmin@zyno.example'),
  ]);
});

function request(overrides: Partial<Record<keyof CreateSupportRequest, unknown>> = {}) {
  return {
    subject: 'The receipt printer stopped',
    description: 'Since this morning nothing prints.\nI restarted the station twice.',
    sessionId: 'browser-7f3a9c21',
    contextUrl: 'http://127.0.0.1:4311/sales/pos',
    ...overrides,
  };
}

function create(who: Session, tenant: string, body: unknown, call: ApiCall = {}) {
  return api(app, '/support/requests', who, tenant, { method: 'POST', body, ...call });
}

async function created(who: Session, tenant: string, body: unknown = request()): Promise<string> {
  const response = await create(who, tenant, body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A manager and a tenant administrator: neither may read or close support requests. */
function notSysAdmins(): readonly (readonly [Session, string])[] {
  return [
    [max, tenants.harbor],
    [ava, tenants.harbor],
  ];
}

function asSysAdmin(path: string) {
  return api(app, path, sysAdmin, tenants.operations);
}

async function readOne(id: string) {
  const response = await asSysAdmin(`/support/requests/${id}`);
  expect(response.status).toBe(200);
  return supportRequestSchema.parse(await response.json());
}

describe('creating a request', () => {
  it("stores who asked under the account's own name and e-mail, with the session, page and browser", async () => {
    const id = await created(
      max,
      tenants.harbor,
      request({ subject: '  The receipt printer stopped  ' }),
    );
    expect(await readOne(id)).toEqual({
      id,
      createdAt: expect.any(String) as unknown,
      status: 'open',
      tenant: { id: tenants.harbor, name: 'Harbor Coffee' },
      accountId: max.accountId,
      name: 'Max Manager',
      email: 'max.manager@harbor.example',
      subject: 'The receipt printer stopped',
      description: 'Since this morning nothing prints.\nI restarted the station twice.',
      sessionId: 'browser-7f3a9c21',
      contextUrl: 'http://127.0.0.1:4311/sales/pos',
      userAgent: 'node',
      closedAt: null,
    });
  });

  it('keeps no secret that was in the page address: no fragment, no code, state or token', async () => {
    const id = await created(
      max,
      tenants.harbor,
      request({
        contextUrl:
          'http://127.0.0.1:4311/login/callback?code=abc&state=xyz&tab=2&access_token=t#id_token=j',
      }),
    );
    expect((await readOne(id)).contextUrl).toBe('http://127.0.0.1:4311/login/callback?tab=2');
  });

  it('needs a sign-in', async () => {
    await expectError(
      await create(max, tenants.harbor, request(), { jwt: '' }),
      401,
      'unauthorized',
    );
  });
});

describe('tenant isolation', () => {
  it('files the request in the tenant the caller acts in, never one named in the body', async () => {
    const id = await created(morgan, tenants.bluebird);
    expect((await readOne(id)).tenant).toEqual({ id: tenants.bluebird, name: 'Bluebird Dental' });
    await expectError(
      await create(morgan, tenants.bluebird, { ...request(), tenantId: tenants.harbor }),
      400,
      'validation_failed',
    );
  });

  it('refuses a tenant the caller does not belong to, and stores nothing', async () => {
    const before = await count(app.database, 'support_requests');
    await expectError(await create(max, tenants.bluebird, request()), 403, 'forbidden');
    expect(await count(app.database, 'support_requests')).toBe(before);
  });

  it("lets the system administrator narrow the list to one tenant's requests", async () => {
    const response = await asSysAdmin(`/support/requests?tenantId=${tenants.bluebird}`);
    const page = supportRequestsPageSchema.parse(await response.json());
    expect(page.items.length).toBeGreaterThan(0);
    expect(new Set(page.items.map((item) => item.tenant.name))).toEqual(
      new Set(['Bluebird Dental']),
    );
  });
});

describe('reading requests', () => {
  it('answers 403 to everyone but a system administrator, tenant administrators included', async () => {
    const id = await created(max, tenants.harbor);
    for (const [who, tenant] of notSysAdmins()) {
      await expectError(await api(app, '/support/requests', who, tenant), 403, 'forbidden');
      await expectError(await api(app, `/support/requests/${id}`, who, tenant), 403, 'forbidden');
    }
  });

  it('lets a system administrator acting in a customer tenant read them too', async () => {
    const admin = await sysAdminIn(app, 'Harbor Coffee');
    const response = await api(app, '/support/requests?limit=1', admin, null, {
      masqueradeTenantId: admin.tenantId,
    });
    expect(response.status).toBe(200);
  });

  it('pages newest first with a cursor until the last page', async () => {
    const first = await created(ava, tenants.harbor, request({ subject: 'First of three' }));
    const second = await created(ava, tenants.harbor, request({ subject: 'Second of three' }));
    const third = await created(ava, tenants.harbor, request({ subject: 'Third of three' }));
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const query = cursor === undefined || cursor === null ? '' : `&cursor=${cursor}`;
      const response = await asSysAdmin(`/support/requests?limit=2${query}`);
      expect(response.status).toBe(200);
      const page = supportRequestsPageSchema.parse(await response.json());
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor !== null && cursor !== undefined);
    expect(seen.slice(0, 3)).toEqual([third, second, first]);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await count(app.database, 'support_requests'));
  });

  it('answers 404 for a request that does not exist and 400 for an id that is no uuid', async () => {
    await expectError(
      await asSysAdmin('/support/requests/00000000-0000-4000-8000-000000000000'),
      404,
      'not_found',
    );
    await expectError(await asSysAdmin('/support/requests/not-an-id'), 400, 'validation_failed');
  });

  it.each([
    ['a cursor that is not one', '?cursor=bm90IGEgY3Vyc29y'],
    ['a page size of zero', '?limit=0'],
    ['a tenant that is no uuid', '?tenantId=harbor'],
    ['an unknown parameter', '?sort=-subject'],
  ])('answers 400 to %s', async (_what, query) => {
    await expectError(await asSysAdmin(`/support/requests${query}`), 400, 'validation_failed');
  });
});

describe('hostile and oversized input', () => {
  it.each([
    ['no subject', request({ subject: '   ' }), 'subject'],
    ['a subject over 200 characters', request({ subject: 'x'.repeat(201) }), 'subject'],
    ['a line break in the subject', request({ subject: 'one\ntwo' }), 'subject'],
    ['no description', request({ description: '' }), 'description'],
    [
      'a description over 10,000 characters',
      request({ description: 'y'.repeat(10_001) }),
      'description',
    ],
    ['a script address as the page', request({ contextUrl: 'javascript:alert(1)' }), 'contextUrl'],
    [
      'a page address over 2,000 characters',
      request({ contextUrl: `http://a.example/${'p'.repeat(2_000)}` }),
      'contextUrl',
    ],
    ['a session id that is too short', request({ sessionId: 'abc' }), 'sessionId'],
    ['a subject that is a number', request({ subject: 42 }), 'subject'],
    ['a name sent to replace the account’s', { ...request(), name: 'Someone Else' }, 'name'],
  ])('answers 400 naming the field for %s, and stores nothing', async (_what, body, field) => {
    const before = await count(app.database, 'support_requests');
    const message = await expectError(
      await create(max, tenants.harbor, body),
      400,
      'validation_failed',
    );
    expect(message).toContain(field);
    expect(await count(app.database, 'support_requests')).toBe(before);
  });

  it('answers with the error shape for a body far over the limit', async () => {
    const response = await create(
      max,
      tenants.harbor,
      request({ description: 'z'.repeat(200_000) }),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(apiErrorBodySchema.safeParse(await response.json()).success).toBe(true);
  });

  it('refuses a NUL anywhere in the body', async () => {
    await expectError(
      await create(max, tenants.harbor, request({ description: 'before\u0000after' })),
      400,
      'validation_failed',
    );
  });
});

describe('rate limit', () => {
  it(`creates at most ${String(SUPPORT_REQUEST_RATE_LIMIT.requests)} per account in the window, then answers 429 with Retry-After`, async () => {
    const nina = await session(app, 'nina.noperm@harbor.example');
    for (let sent = 0; sent < SUPPORT_REQUEST_RATE_LIMIT.requests; sent += 1) {
      await created(nina, tenants.harbor);
    }
    const refused = await create(nina, tenants.harbor, request());
    await expectError(refused, 429, 'rate_limited');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SUPPORT_REQUEST_RATE_LIMIT.windowMs / 1000);
    // Another account is not held back by Nina's burst.
    await created(morgan, tenants.harbor);
  });
});

describe('closing and reopening', () => {
  function setStatus(id: string, body: unknown, who = sysAdmin, tenant = tenants.operations) {
    return api(app, `/support/requests/${id}/status`, who, tenant, { method: 'PUT', body });
  }

  async function listed(status: string): Promise<string[]> {
    const query = status === '' ? '' : `&status=${status}`;
    const response = await asSysAdmin(`/support/requests?limit=100${query}`);
    expect(response.status).toBe(200);
    return supportRequestsPageSchema.parse(await response.json()).items.map((item) => item.id);
  }

  it('closes a request: it leaves the default (open) list for the closed one, audited', async () => {
    const id = await created(max, tenants.harbor, request({ subject: 'Closed soon' }));
    expect(await listed('')).toContain(id);

    const response = await setStatus(id, { status: 'closed' });
    expect(response.status).toBe(200);
    const closed = supportRequestSchema.parse(await response.json());
    expect(closed).toMatchObject({ id, status: 'closed', subject: 'Closed soon' });
    expect(closed.closedAt).not.toBeNull();
    expect(await readOne(id)).toEqual(closed);

    expect(await listed('')).not.toContain(id);
    expect(await listed('open')).not.toContain(id);
    expect(await listed('closed')).toContain(id);
    expect(await listed('all')).toContain(id);

    const [entry] = await auditEntries(app.database, tenants.operations, {
      targetType: 'support_request',
      targetId: id,
    });
    expect(entry).toMatchObject({
      action: 'support_request.close',
      actorAccountId: sysAdmin.accountId,
      before: { status: 'open' },
      after: { status: 'closed' },
    });
  });

  it('reopens a closed request, and setting the status it has changes nothing', async () => {
    const id = await created(ava, tenants.harbor, request({ subject: 'Reopened later' }));
    await setStatus(id, { status: 'closed' });
    const again = supportRequestSchema.parse(
      await (await setStatus(id, { status: 'closed' })).json(),
    );
    expect(again.status).toBe('closed');

    const reopened = supportRequestSchema.parse(
      await (await setStatus(id, { status: 'open' })).json(),
    );
    expect(reopened).toMatchObject({ status: 'open', closedAt: null });
    expect(await listed('')).toContain(id);
    const entries = await auditEntries(app.database, tenants.operations, {
      targetType: 'support_request',
      targetId: id,
    });
    expect(entries.map((entry) => entry.action)).toEqual([
      'support_request.reopen',
      'support_request.close',
    ]);
  });

  it('lets only a system administrator close one, and changes nothing otherwise', async () => {
    // Each account may send only a few requests a window: the system administrator sends these.
    const id = await created(sysAdmin, tenants.operations);
    for (const [who, tenant] of notSysAdmins()) {
      await expectError(await setStatus(id, { status: 'closed' }, who, tenant), 403, 'forbidden');
    }
    await expectError(
      await api(app, `/support/requests/${id}/status`, null, tenants.harbor, {
        method: 'PUT',
        body: { status: 'closed' },
      }),
      401,
      'unauthorized',
    );
    expect((await readOne(id)).status).toBe('open');
  });

  it('answers 404 for a request that does not exist', async () => {
    await expectError(
      await setStatus('00000000-0000-4000-8000-000000000000', { status: 'closed' }),
      404,
      'not_found',
    );
  });

  it.each([
    ['an unknown status', { status: 'resolved' }],
    ['no status', {}],
    ['another field', { status: 'closed', closedAt: '2026-01-01T00:00:00Z' }],
  ])('answers 400 to %s, naming the field', async (_what, body) => {
    const id = await created(sysAdmin, tenants.operations);
    const message = await expectError(await setStatus(id, body), 400, 'validation_failed');
    expect(message).toMatch(/status|closedAt/);
    expect((await readOne(id)).status).toBe('open');
  });

  it('answers 400 to an id that is no uuid and to an unknown status filter', async () => {
    await expectError(await setStatus('not-an-id', { status: 'closed' }), 400, 'validation_failed');
    await expectError(await asSysAdmin('/support/requests?status=done'), 400, 'validation_failed');
  });
});

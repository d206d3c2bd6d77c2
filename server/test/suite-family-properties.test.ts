// Every route of the suite and talk families, found from the app itself (fixtures/route-log.ts),
// tried from outside as a tenant's data must hold: without sign-in; as a member of the tenant
// without any permission, naming the tenant's own rows; as the administrator of another tenant
// that has the same apps, naming Harbor Coffee's rows (every kind the routes take: ids, gift card
// and pickup codes) and reading every list; and with generated hostile input as Harbor's
// administrator. Whatever is sent, nothing of Harbor Coffee is answered or changed, and no answer is
// a 5xx.
//
// Known exceptions, by design: GET /sales/product-images/:hash is read without sign-in (an image
// element sends no token; the hash names the image's content); the simulated payment provider's
// two pages (/sales/simulated-payments/oauth/…) are a browser's, answered in HTML. A member without
// permissions may read the tenant's locations and forms (every signed-in screen offers them). A
// body or querystring is validated before the route checks permissions, so a malformed one answers
// 400 to anyone signed in to the tenant.
//
// Runs are seeded as in auth-family-properties.test.ts (ZYNO_PROPERTY_SEED, ZYNO_PROPERTY_RUNS).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema } from '@shared/api-error';
import { API_HEADERS, bearer } from '@shared/api-headers';
import { everyFeature, PERMISSION_AREAS, type PermissionApp } from '@shared/permissions';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import {
  accountIdByEmail,
  callApi,
  digestTables,
  directSession,
  startRecordingTestApp,
  tableNames,
  tenantIdByName,
  tenantScopedTables,
} from './fixtures';
import {
  jsonSchemaOf,
  plausibleValue,
  propertyNames,
  type PlausibleHints,
} from './fixtures/request-arbitraries';
import { generatedRequests, routeSeed, sendGenerated } from './fixtures/generated-requests';
import type { CapturedRoute } from './fixtures/route-log';
import { prepareSalesCatalogue, sellerSession } from './support/sales-fixture';

const captured = vi.hoisted((): CapturedRoute[] => []);

vi.mock('fastify', async (importOriginal) => {
  const { fastifyWithRouteLog } = await import('./fixtures/route-log');
  return fastifyWithRouteLog(await importOriginal<typeof FastifyModule>(), captured);
});

const SEED = Number(process.env.ZYNO_PROPERTY_SEED ?? 517_203);
const RUNS_PER_ROUTE = Number(process.env.ZYNO_PROPERTY_RUNS ?? 12);

const { suite: SUITE, talk: TALK } = API_FAMILY_PREFIXES;
const PUBLIC_ROUTES = new Set([`GET ${SUITE}/sales/product-images/:hash`]);
const BROWSER_PAGES = new Set([
  `GET ${SUITE}/sales/simulated-payments/oauth/authorize`,
  `POST ${SUITE}/sales/simulated-payments/oauth/decide`,
]);
const EVERY_MEMBER = new Set([`GET ${SUITE}/locations`, `GET ${SUITE}/forms`]);

const { server } = await startRecordingTestApp();
afterAll(() => server.close());
const { database } = server;

const routes = captured
  .filter(
    (route) =>
      (route.url.startsWith(`${SUITE}/`) || route.url.startsWith(`${TALK}/`)) &&
      route.method !== 'HEAD',
  )
  .sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
const keyOf = (route: CapturedRoute) => `${route.method} ${route.url}`;
const hasBody = (route: CapturedRoute) => jsonSchemaOf(route.schema?.body) !== null;
const checked = (route: CapturedRoute) => !BROWSER_PAGES.has(keyOf(route));

const harbor = await tenantIdByName(database, 'Harbor Coffee');
const catalogue = await prepareSalesCatalogue(database);
const max = await sellerSession(database, harbor, 'max.manager@harbor.example', 'station');

/** Harbor Coffee's rows of the kinds the demo does not start with: a drawer, a card payment. */
async function harborWrite(path: string, body: unknown): Promise<void> {
  const response = await callApi(server, `${SUITE}${path}`, {
    jwt: max.jwt,
    tenantId: harbor,
    body,
    headers: { [API_HEADERS.idempotencyKey]: randomUUID() },
  });
  expect(response.status, await response.text()).toBe(201);
}
await harborWrite('/sales/drawers', { locationId: catalogue.downtownId, floatMinor: 10_000 });
await harborWrite('/sales/card-payments', {
  id: randomUUID(),
  amountMinor: 500,
  locationId: catalogue.downtownId,
});

/** Columns of tenant-scoped tables that name a row from outside: ids, and codes people type. */
const namingColumns = await database.query<{ table: string; column: string }>(
  `SELECT c.table_name AS table, c.column_name AS column
     FROM information_schema.columns c
     JOIN information_schema.columns t
       ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      AND t.column_name = 'tenant_id'
    WHERE c.table_schema = current_schema()
      AND (c.column_name IN ('id', 'code') OR c.column_name LIKE '%\\_hash' ESCAPE '\\')
    ORDER BY 1, 2`,
);
/** A few of Harbor Coffee's values of every such column, by column name (id, code, …_hash). */
const harborValues = new Map<string, string[]>();
for (const { table, column } of namingColumns) {
  const rows = await database.query<{ value: string }>(
    `SELECT "${column}"::text AS value FROM "${table}"
      WHERE tenant_id = $1 AND "${column}" IS NOT NULL
      ORDER BY "${column}" LIMIT 2`,
    [harbor],
  );
  const kind = column.endsWith('_hash') ? 'hash' : column;
  harborValues.set(kind, [...(harborValues.get(kind) ?? []), ...rows.map((row) => row.value)]);
}
const harborIds = harborValues.get('id') ?? [];
const harborCodes = harborValues.get('code') ?? [];
/** Values long enough that finding one in an answer means the answer holds that row. */
const harborNames = [...harborValues.values()].flat().filter((value) => value.length >= 8);

/** Harbor's values of the kind a path parameter names: ids, codes or content hashes. */
function harborValuesFor(parameter: string): string[] {
  if (parameter === 'code') return harborCodes;
  if (parameter === 'hash') return harborValues.get('hash') ?? [];
  return harborIds;
}

/** Whether the route's own schema takes `value` for `parameter` (else it answers 400 first). */
function takes(route: CapturedRoute, parameter: string, value: string): boolean {
  const params = route.schema?.params;
  const field: unknown = params instanceof z.ZodObject ? params.shape[parameter] : undefined;
  return !(field instanceof z.ZodType) || field.safeParse(value).success;
}

interface HarborPath {
  path: string;
  /** Every parameter holds a value the route's schema takes: a row of Harbor's is named. */
  namesRow: boolean;
}

/**
 * The route's path with Harbor's values in its parameters, one parameter varied at a time: each
 * value its schema takes, or, where Harbor has none of that form, one it refuses.
 */
function harborPaths(route: CapturedRoute): HarborPath[] {
  const parameters = route.url
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
  if (parameters.length === 0) return [{ path: route.url, namesRow: false }];
  const candidates = new Map(
    parameters.map((parameter) => {
      const values = harborValuesFor(parameter);
      const taken = values.filter((value) => takes(route, parameter, value));
      return [parameter, taken.length > 0 ? taken : values.slice(0, 1)] as const;
    }),
  );
  const first = (parameter: string) => candidates.get(parameter)?.[0] ?? 'none';
  return parameters.flatMap((varied) =>
    (candidates.get(varied) ?? []).map((value) => {
      const fill = (parameter: string) => (parameter === varied ? value : first(parameter));
      const path = route.url
        .split('/')
        .map((segment) =>
          segment.startsWith(':') ? encodeURIComponent(fill(segment.slice(1))) : segment,
        )
        .join('/');
      const namesRow = parameters.every((parameter) => takes(route, parameter, fill(parameter)));
      return { path, namesRow };
    }),
  );
}

const EVERY_PERMISSION = Object.fromEntries(
  (Object.keys(PERMISSION_AREAS) as PermissionApp[]).map((app) => [app, everyFeature(app)]),
);

/**
 * A tenant with Harbor Coffee's apps and no data, and its administrator, holding every permission
 * too (the point of sale asks for its own), at a station of the tenant's.
 */
async function elsewhereAdmin(): Promise<{ jwt: string; tenantId: string }> {
  const [tenant] = await database.query<{ id: string }>(
    `INSERT INTO tenants (name, apps) SELECT 'Elsewhere Bakery', apps FROM tenants WHERE id = $1
     RETURNING id`,
    [harbor],
  );
  const [account] = await database.query<{ id: string }>(
    `INSERT INTO accounts (email, first_name, last_name, auth_mech)
     VALUES ('erin.admin@elsewhere.example', 'Erin', 'Admin', ARRAY['password']) RETURNING id`,
  );
  if (tenant === undefined || account === undefined) throw new Error('Elsewhere was not stored.');
  await database.query(
    `INSERT INTO memberships (account_id, tenant_id, is_admin, permissions)
     VALUES ($1, $2, true, $3)`,
    [account.id, tenant.id, JSON.stringify(EVERY_PERMISSION)],
  );
  const { jwt } = await directSession(database, account.id, { installTenantId: tenant.id });
  return { jwt, tenantId: tenant.id };
}

interface Caller {
  jwt: string;
  tenantId: string;
}

function call(
  route: CapturedRoute,
  path: string,
  who: Caller | null,
  body?: unknown,
): Promise<Response> {
  const withBody = body !== undefined || (hasBody(route) && route.method !== 'GET');
  return callApi(server, path, {
    method: route.method,
    ...(who === null ? {} : { jwt: who.jwt, tenantId: who.tenantId }),
    ...(withBody ? { body: body ?? {} } : {}),
    headers: { [API_HEADERS.idempotencyKey]: randomUUID() },
  });
}

/** The answer's status and error code (the error shape is checked on every 4xx). */
async function answer(response: Response, seen: string): Promise<{ status: number; code: string }> {
  const text = await response.text();
  const description = `${seen} answered ${response.status}: ${text.slice(0, 300)}`;
  expect(response.status, description).toBeLessThan(500);
  if (response.status < 400) return { status: response.status, code: '' };
  const body = apiErrorBodySchema.safeParse(JSON.parse(text));
  expect(body.success, description).toBe(true);
  return { status: response.status, code: body.data?.error.code ?? '' };
}

/**
 * A manager's approval checks a PIN or a fingerprint, and a refused one is audited and counts
 * towards the station's and the account's lockout, as a refused sign-in does: those tables record
 * attempts by design.
 */
const ATTEMPT_TABLES: Readonly<Record<string, readonly string[]>> = {
  [`POST ${SUITE}/sales/approvals`]: ['audit_log', 'sign_in_failures'],
};
const allTables = await tableNames(database);
/** The tables a refused call of the route must leave as they were. */
const tablesFor = (route: CapturedRoute) =>
  allTables.filter((table) => !(ATTEMPT_TABLES[keyOf(route)] ?? []).includes(table));
const digest = (route: CapturedRoute) => digestTables(database, tablesFor(route));

/** Harbor Coffee's rows of every tenant-scoped table, and every row of the others. */
const harborScope = { id: harbor, scoped: await tenantScopedTables(database) };
const harborDigest = (route: CapturedRoute) =>
  digestTables(database, tablesFor(route), harborScope);

describe('the suite and talk families', () => {
  it('are found from the app itself, and every kind of row they name exists in Harbor Coffee', () => {
    expect(routes.map(keyOf)).toEqual(
      expect.arrayContaining([
        `GET ${SUITE}/sales/sales/:id`,
        `PUT ${SUITE}/sales/products/:id`,
        `POST ${SUITE}/sales/gift-cards/:code/reload`,
        `GET ${SUITE}/crm/contacts`,
        `GET ${TALK}/extensions`,
      ]),
    );
    expect(harborIds.length).toBeGreaterThan(20);
    expect(harborCodes.length).toBeGreaterThanOrEqual(2);
  });

  it.each(routes.filter(checked).map((route) => [keyOf(route), route] as const))(
    '%s: without sign-in, 401 and nothing written',
    async (key, route) => {
      const before = await digest(route);
      for (const { path } of harborPaths(route)) {
        const { status } = await answer(await call(route, path, null), `${key} ${path}`);
        if (PUBLIC_ROUTES.has(key)) expect(status).not.toBe(401);
        else expect({ path, status }).toEqual({ path, status: 401 });
      }
      expect(await digest(route)).toEqual(before);
    },
  );

  describe('a member without permissions, naming the tenant’s own rows', () => {
    let nina: Caller;
    beforeAll(async () => {
      const account = await accountIdByEmail(database, 'nina.noperm@harbor.example');
      nina = { jwt: (await directSession(database, account)).jwt, tenantId: harbor };
    });

    it.each(
      routes
        .filter((route) => checked(route) && !PUBLIC_ROUTES.has(keyOf(route)))
        .map((route) => [keyOf(route), route] as const),
    )('%s: refused (403, or 400 for input refused first), nothing written', async (key, route) => {
      const before = await digest(route);
      const validatesInput =
        hasBody(route) || propertyNames(jsonSchemaOf(route.schema?.querystring)).length > 0;
      for (const { path, namesRow } of harborPaths(route)) {
        const { status, code } = await answer(await call(route, path, nina), `${key} ${path}`);
        if (EVERY_MEMBER.has(key)) expect(status).toBe(200);
        else if ((validatesInput || !namesRow) && status === 400) {
          expect(code).toBe('validation_failed');
        } else expect({ path, status, code }).toEqual({ path, status: 403, code: 'forbidden' });
      }
      expect(await digest(route)).toEqual(before);
    });
  });

  describe('another tenant’s administrator, naming Harbor Coffee’s rows', () => {
    let erin: Caller;
    const hints = (): PlausibleHints => ({
      id: fc.constantFrom(...harborIds),
      url: fc.constant('https://example.test/'),
      // Codes of its own: Elsewhere may issue a card under a code Harbor uses (codes are per
      // tenant), and then reading that code answers its own card.
      byName: { code: fc.nat(9_999).map((n) => `EW-${n}`) },
    });
    beforeAll(async () => {
      erin = await elsewhereAdmin();
    });

    it.each(routes.filter(checked).map((route) => [keyOf(route), route] as const))(
      '%s: Harbor’s rows are not found, its lists not shown, nothing written',
      async (key, route) => {
        const before = await harborDigest(route);
        const plausible = plausibleValue(jsonSchemaOf(route.schema?.body) ?? {}, hints());
        const bodies = hasBody(route)
          ? fc.sample(plausible, { seed: routeSeed(SEED, key), numRuns: 4 })
          : [undefined];
        for (const { path, namesRow } of harborPaths(route)) {
          for (const body of bodies) {
            const response = await call(route, path, erin, body);
            const text = await response.clone().text();
            const { status } = await answer(response, `${key} ${path}`);
            // Harbor's values sent in the call may come back in its answer (an error naming them).
            const sent = `${path} ${JSON.stringify(body)}`;
            const named = harborNames.find(
              (value) => text.includes(value) && !sent.includes(value),
            );
            expect(named, `${key} ${path} answered Harbor's ${named}`).toBeUndefined();
            if (path === route.url) continue;
            // A row of Harbor's: not found, or the input refused before anything is looked up.
            if (namesRow && body === undefined && !PUBLIC_ROUTES.has(key)) {
              expect({ path, status, text }).toEqual({ path, status: 404, text });
            } else expect([400, 404], `${key} ${path}`).toContain(status);
          }
        }
        expect(await harborDigest(route)).toEqual(before);
      },
    );
  });
});

const bodyIds = fc.oneof(fc.uuid(), fc.constantFrom(...harborIds));
const generatedHints: PlausibleHints = {
  id: bodyIds,
  url: fc.constantFrom('https://example.test/', 'javascript:alert(1)'),
  byName: { code: fc.constantFrom(...harborCodes, 'NOPE-0000') },
};

describe('every route of the suite and talk families under generated input', () => {
  let ava: Caller;
  beforeAll(async () => {
    const account = await accountIdByEmail(database, 'ava.admin@harbor.example');
    ava = {
      jwt: (await directSession(database, account, { installTenantId: harbor })).jwt,
      tenantId: harbor,
    };
  });

  it.each(routes.filter(checked).map((route) => [keyOf(route), route] as const))(
    '%s: a success or a 4xx in the error shape that writes nothing',
    async (key, route) => {
      let before = await digest(route);
      await fc.assert(
        fc.asyncProperty(
          generatedRequests(route, generatedHints, bodyIds, bodyIds),
          async (generated) => {
            const response = await sendGenerated(server.url, route.method, generated, {
              [API_HEADERS.authorization]: bearer(ava.jwt),
              [API_HEADERS.tenantId]: ava.tenantId,
              [API_HEADERS.idempotencyKey]: randomUUID(),
            });
            const target = `${generated.path}?${generated.query}`.slice(0, 200);
            const { status } = await answer(response, `${route.method} ${target}`);
            if (status < 400) {
              before = await digest(route);
              return;
            }
            expect(await digest(route), `${route.method} ${target} answered ${status}`).toEqual(
              before,
            );
          },
        ),
        { seed: routeSeed(SEED, key), numRuns: RUNS_PER_ROUTE },
      );
    },
    Math.max(120_000, RUNS_PER_ROUTE * 3_000),
  );
});

// Property tests over every route of the auth family, found from the app itself (an onRoute hook
// on the Fastify instance createApp makes), so routes added later are covered without listing
// them. Each route gets generated calls as Ava (admin of Harbor Coffee, with the tenant header) or
// unauthenticated: arbitrary JSON; plausible bodies built from the route's own schema with one
// field hostile (control characters, unpaired surrogates, very long strings, numbers where text
// belongs, nested arrays and objects); hostile path parameters (non-uuids, other tenants' ids),
// querystrings, form and malformed bodies. Every answer is a success or a 4xx in the error shape,
// never a 5xx, and a 4xx writes nothing.
//
// Known exceptions, by design: POST /sign/rpc answers JSON-RPC errors with 200 and a JSON-RPC
// error body (its HTTP-level failures are 4xx in the error shape); POST /realtime/auth takes
// form-encoded bodies as pusher-js sends them; and the identity provider's redirect targets
// (GET /login/sso-callback, GET /proxy-oidc/callback) answer the browser that followed it, so a
// failure there may be a small HTML page rather than JSON.
//
// Runs are seeded: ZYNO_PROPERTY_SEED changes the seed, ZYNO_PROPERTY_RUNS the runs per route for
// a deeper search, and fast-check prints the seed and path of a failure to replay it.
import fc from 'fast-check';
import type * as FastifyModule from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import { API_HEADERS, bearer } from '@shared/api-headers';
import { SSO_PATHS } from '@shared/sso/sso';
import { DEMO_PASSWORD } from '../src/db/demo-seed';
import {
  accountIdByEmail,
  directSession,
  tenantIdByName,
  digestTables,
  tableNames,
  enrollmentSamples,
  exactTemplateMatcher,
  harborAdmin,
  isoTemplate,
  makeHandshake,
  registerInstall,
  startRecordingTestApp,
  AUTH,
} from './fixtures';
import { type PlausibleHints } from './fixtures/request-arbitraries';
import {
  generatedRequests,
  routeSeed,
  sendGenerated,
  type GeneratedRequest,
} from './fixtures/generated-requests';
import type { CapturedRoute } from './fixtures/route-log';

const captured = vi.hoisted((): CapturedRoute[] => []);

vi.mock('fastify', async (importOriginal) => {
  const { fastifyWithRouteLog } = await import('./fixtures/route-log');
  return fastifyWithRouteLog(await importOriginal<typeof FastifyModule>(), captured);
});

const SEED = Number(process.env.ZYNO_PROPERTY_SEED ?? 740_727);
const RUNS_PER_ROUTE = Number(process.env.ZYNO_PROPERTY_RUNS ?? 20);

/** Routes a browser lands on, which may answer a failure as an HTML page. */
const BROWSER_PAGES = new Set([
  `GET ${AUTH}${SSO_PATHS.callback}`,
  `GET ${AUTH}${SSO_PATHS.proxyCallback}`,
]);

/**
 * Tables that record attempts by design, so a refused call may write them: every sign-in attempt
 * is audited (sign_in_audit), failed ones count towards the lockout (sign_in_failures), and a
 * handshake that verified is spent even when the sign-in it carried fails (used_handshakes), so
 * it can never be replayed.
 */
const ATTEMPT_TABLES = new Set(['sign_in_audit', 'sign_in_failures', 'used_handshakes']);

const app = await startRecordingTestApp({ fingerprintMatcher: exactTemplateMatcher() });
afterAll(() => app.server.close());

const { database } = app.server;
const harbor = await tenantIdByName(database, 'Harbor Coffee');
const avaId = await accountIdByEmail(database, 'ava.admin@harbor.example');
const installKeys = (await registerInstall(app.server, await harborAdmin(app.server))).keys;
const digestedTables = (await tableNames(database)).filter((table) => !ATTEMPT_TABLES.has(table));
const digest = () => digestTables(database, digestedTables);

async function ids(sql: string, params: unknown[]): Promise<string[]> {
  return (await database.query<{ id: string }>(sql, params)).map((row) => row.id);
}

/** Ids that exist in other tenants than Harbor Coffee, and tenant ids where others belong. */
const foreignIds = await ids(
  `SELECT id FROM roles WHERE tenant_id <> $1
   UNION ALL SELECT a.id FROM accounts a
    WHERE NOT EXISTS (SELECT 1 FROM memberships m WHERE m.account_id = a.id AND m.tenant_id = $1)
   UNION ALL SELECT id FROM tenants`,
  [harbor],
);
/** Harbor Coffee's own roles and members, for bodies (path parameters never name them). */
const harborIds = await ids(
  `SELECT id FROM roles WHERE tenant_id = $1
   UNION ALL SELECT account_id FROM memberships WHERE tenant_id = $1`,
  [harbor],
);

const pathIds = fc.oneof(fc.uuid(), fc.constantFrom(...foreignIds));
const bodyIds = fc.oneof(fc.uuid(), fc.constantFrom(...foreignIds, ...harborIds));

/** Stands for a handshake of a station registered to Harbor Coffee, made fresh when sent. */
const FRESH_HANDSHAKE = Object.freeze({ freshHandshake: true });

const hints: PlausibleHints = {
  id: bodyIds,
  url: fc.constantFrom(
    `${app.server.url}/login/callback`,
    `${app.server.url}${AUTH}${SSO_PATHS.callback}`,
    'http://127.0.0.1:9/callback',
    'https://evil.example/',
  ),
  byName: {
    email: fc.oneof(
      fc.constantFrom('ava.admin@harbor.example', 'tom.tech@northwind.example'),
      fc.nat(99_999).map((n) => `new.person.${n}@harbor.example`),
    ),
    handshake: fc.constant(FRESH_HANDSHAKE),
    fmd: fc.nat(99_999).map((n) => isoTemplate(n)),
    fmds: fc.nat(99_999).map((n) => enrollmentSamples(n)),
    username: fc.constantFrom('ava', 'casey', 'new.user'),
    hint: fc.constantFrom('ava', 'casey', null),
    password: fc.constantFrom(DEMO_PASSWORD, '11112222', 'wrong-password'),
    browserId: fc.constant('property-test-browser'),
    name: fc.constantFrom('Front counter', 'Night shift'),
  },
};

const routes = captured
  .filter((route) => route.url.startsWith(`${AUTH}/`) && route.method !== 'HEAD')
  .sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));

interface GeneratedCall extends GeneratedRequest {
  signedIn: boolean;
}

function generatedCalls(route: CapturedRoute): fc.Arbitrary<GeneratedCall> {
  return fc
    .tuple(
      generatedRequests(route, hints, pathIds, bodyIds),
      fc.constantFrom(true, true, true, false),
    )
    .map(([request, signedIn]) => ({ ...request, signedIn }));
}

function send(method: string, call: GeneratedCall, jwt: string): Promise<Response> {
  const headers: Record<string, string> = call.signedIn
    ? { [API_HEADERS.authorization]: bearer(jwt), [API_HEADERS.tenantId]: harbor }
    : {};
  return sendGenerated(app.server.url, method, call, headers, (_key, value: unknown) =>
    value === FRESH_HANDSHAKE ? makeHandshake(installKeys) : value,
  );
}

describe('every route of the auth family under generated input', () => {
  it('is found from the app itself', () => {
    const keys = routes.map((route) => `${route.method} ${route.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        `POST ${AUTH}/login/password-login`,
        `PUT ${AUTH}/accounts/:id`,
        `POST ${AUTH}/sign/rpc`,
        `POST ${AUTH}/realtime/auth`,
        `DELETE ${AUTH}/identity/fingerprint/:id`,
      ]),
    );
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s: a success or a 4xx in the error shape that writes nothing',
    async (key, route) => {
      // A session of its own per route: a generated call may end it (logout) or change Ava.
      const { jwt } = await directSession(database, avaId);
      let before = await digest();
      await fc.assert(
        fc.asyncProperty(generatedCalls(route), async (call) => {
          const response = await send(route.method, call, jwt);
          const text = await response.text();
          const target = `${call.path}?${call.query}`.slice(0, 200);
          const seen = `${route.method} ${target} answered ${response.status}: ${text.slice(0, 300)}`;
          expect(response.status, seen).toBeLessThan(500);
          if (response.status < 400) {
            before = await digest();
            return;
          }
          const isPage = response.headers.get('content-type')?.startsWith('text/html') === true;
          if (!(isPage && BROWSER_PAGES.has(key))) {
            const body: unknown = JSON.parse(text);
            expect(apiErrorBodySchema.safeParse(body).success, seen).toBe(true);
          }
          expect(await digest(), seen).toEqual(before);
        }),
        { seed: routeSeed(SEED, key), numRuns: RUNS_PER_ROUTE },
      );
    },
    Math.max(120_000, RUNS_PER_ROUTE * 3_000),
  );
});

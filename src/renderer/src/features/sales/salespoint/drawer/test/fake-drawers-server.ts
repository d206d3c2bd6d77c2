// The drawer routes of the suite family in memory, in front of the fake sales server: one
// station's drawer opened, moved, counted and closed as the server would (expected = float +
// cash sales + paid in − paid out), a no-sale refused without an approval, and its Z report.
import {
  closeDrawerRequestSchema,
  drawerMovementRequestSchema,
  openDrawerRequestSchema,
  type Drawer,
  type DrawerReport,
} from '@shared/sales/drawers';
import { TEST_CONFIG, type FakeAuthServer } from '../../../../../test/fake-auth-server';

const SUITE = TEST_CONFIG.api.suite;
export const STATION_ID = '0b6c1f8e-4d0a-4c39-9a57-3e2f1d0c9b8a';
const CASEY = { id: '5c4b3a29-1807-4f6e-9d5c-4b3a29180706', name: 'Casey Cashier' };

export interface FakeDrawerOptions {
  /** A drawer already open with this float. */
  openWithFloat?: number;
  /** Cash taken on the drawer's sales (less change), one sale of this much. */
  cashSalesMinor?: number;
}

export interface RecordedDrawerRequest {
  method: string;
  path: string;
  body: unknown;
}

function respond(status: number, body: unknown) {
  return Response.json(body, { status });
}

export function withFakeDrawers(server: FakeAuthServer, options: FakeDrawerOptions = {}) {
  const cashSalesMinor = options.cashSalesMinor ?? 0;
  const requests: RecordedDrawerRequest[] = [];
  let drawer: Drawer | null = null;
  let moved = { paidIn: 0, paidOut: 0, noSale: 0 };
  let counts: Record<string, number> | null = null;

  const open = (floatMinor: number) => {
    drawer = {
      id: crypto.randomUUID(),
      locationId: 'b1a2c3d4-0000-4000-8000-000000000001',
      installId: STATION_ID,
      openedBy: CASEY,
      openedAt: '2026-11-25T14:05:00.000Z',
      floatMinor,
      state: 'open',
      expectedMinor: floatMinor + cashSalesMinor,
      countedMinor: null,
      overShortMinor: null,
      closedAt: null,
    };
    moved = { paidIn: 0, paidOut: 0, noSale: 0 };
  };
  if (options.openWithFloat !== undefined) open(options.openWithFloat);

  const report = (closed: Drawer): DrawerReport => ({
    drawer: closed,
    salesCount: cashSalesMinor > 0 ? 1 : 0,
    grossSalesMinor: cashSalesMinor,
    discountsMinor: 0,
    refundsMinor: 0,
    taxMinor: 0,
    netSalesMinor: cashSalesMinor,
    byTender: cashSalesMinor > 0 ? [{ kind: 'cash', count: 1, amountMinor: cashSalesMinor }] : [],
    cash: {
      floatMinor: closed.floatMinor,
      cashSalesMinor,
      cashRefundsMinor: 0,
      paidInMinor: moved.paidIn,
      paidOutMinor: moved.paidOut,
      expectedMinor: closed.expectedMinor,
      countedMinor: closed.countedMinor,
      overShortMinor: closed.overShortMinor,
    },
    noSaleCount: moved.noSale,
    voidsCount: 0,
    counts,
  });

  const handle = (method: string, path: string, body: unknown): Response | null => {
    if (!path.startsWith('/sales/drawers')) return null;
    if (method === 'GET' && path === '/sales/drawers/current') {
      return drawer?.state === 'open'
        ? respond(200, drawer)
        : respond(404, { error: { code: 'not_found', message: 'No drawer is open.' } });
    }
    if (method === 'POST' && path === '/sales/drawers') {
      open(openDrawerRequestSchema.parse(body).floatMinor);
      return respond(201, drawer);
    }
    const match = /^\/sales\/drawers\/[^/]+\/(movements|close|report)$/.exec(path);
    if (drawer === null || match === null) return null;
    if (match[1] === 'movements') {
      const movement = drawerMovementRequestSchema.parse(body);
      if (movement.kind === 'noSale' && movement.approvals.length === 0) {
        return respond(403, {
          error: { code: 'approval_required', message: 'A manager must approve this.' },
        });
      }
      moved[movement.kind] += movement.kind === 'noSale' ? 1 : movement.amountMinor;
      const sign = movement.kind === 'paidOut' ? -1 : 1;
      drawer = { ...drawer, expectedMinor: drawer.expectedMinor + sign * movement.amountMinor };
      return respond(201, drawer);
    }
    if (match[1] === 'close') {
      counts = closeDrawerRequestSchema.parse(body).counts;
      const countedMinor = Object.entries(counts).reduce(
        (sum, [denomination, count]) => sum + Number(denomination) * count,
        0,
      );
      drawer = {
        ...drawer,
        state: 'closed',
        countedMinor,
        overShortMinor: countedMinor - drawer.expectedMinor,
        closedAt: '2026-11-25T23:10:00.000Z',
      };
      return respond(200, drawer);
    }
    return respond(200, report(drawer));
  };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.slice(new URL(SUITE).pathname.length);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = url.href.startsWith(SUITE) ? handle(method, path, body) : null;
    if (answer === null) return server.fetch(input, init);
    requests.push({ method, path, body });
    return Promise.resolve(answer);
  };

  return {
    server: { ...server, fetch },
    posted: (pattern: RegExp) =>
      requests.filter((request) => request.method === 'POST' && pattern.test(request.path)),
  };
}

// The admin Users list at 5,000 accounts as the administrator sees it (issue 14): Debian's
// Chromium against the reference server started here on a throwaway embedded database, from an
// action to its rows on screen — opening the list, a search, a role and a status filter, and
// scrolling to the next page. Prints figures only; nothing passes or fails on a time.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { figuresLine } from '../../server/bench/bench-figures';
import { preparedHarbor } from '../../server/bench/load-database';
import { seedAccountsLoad } from '../../server/src/accounts/accounts-load';
import {
  listTenantAccountsPage,
  type AccountsListFilter,
} from '../../server/src/accounts/accounts-list-store';
import type { Database } from '../../server/src/db/database';
import { signInByPassword, startBrowserBench, WAIT_MS } from './browser-bench';

const ACCOUNTS = 5_000;
const RUNS = Number(process.env.ZYNO_BENCH_RUNS ?? '10');
const PAGE_SIZE = 50;
/** The list's row height (ui/data-table): one wheel turn of a page of rows reaches its end. */
const ROW_HEIGHT = 44;
const SEARCH = 'smith';
const USERS_PATH = '/admin/iam/users';

/** What the list says under its rows once they are on screen, e.g. "50 of 5012". */
function countText(shown: number, total: number): string {
  return `${Math.min(shown, total)} of ${total}`;
}

async function totalOf(database: Database, tenantId: string, filter: AccountsListFilter) {
  const page = await listTenantAccountsPage(database, tenantId, {
    ...filter,
    sort: 'name',
    limit: 1,
  });
  return page.total ?? 0;
}

/** Runs `action` and resolves to the milliseconds until `count` rows of `total` show. */
async function timeUntilRows(
  page: Page,
  count: number,
  total: number,
  action: () => Promise<unknown>,
): Promise<number> {
  const started = performance.now();
  await action();
  await page.getByText(countText(count, total), { exact: true }).waitFor({ timeout: WAIT_MS });
  await page
    .getByRole('table', { name: 'Users' })
    .getByRole('row')
    .nth(1)
    .waitFor({ timeout: WAIT_MS });
  return performance.now() - started;
}

const { server, browser, close } = await startBrowserBench('users-render-bench');
try {
  const { database } = server;
  const harborId = await preparedHarbor(database);
  await database.transaction((tx) =>
    seedAccountsLoad(tx, harborId, ACCOUNTS, randomBytes(3).toString('hex')),
  );
  // The role with the most members, so its filter shows full pages.
  const roles = await database.query<{ id: string; name: string }>(
    'SELECT id, name FROM roles WHERE tenant_id = $1 ORDER BY name',
    [harborId],
  );
  const roleTotals = await Promise.all(
    roles.map(async (role) => ({
      ...role,
      total: await totalOf(database, harborId, { roleId: role.id }),
    })),
  );
  const role = roleTotals.sort((a, b) => b.total - a.total)[0];
  if (role === undefined) throw new Error('Harbor Coffee has no roles.');
  const totals = {
    all: await totalOf(database, harborId, {}),
    search: await totalOf(database, harborId, { search: SEARCH }),
    role: role.total,
    locked: await totalOf(database, harborId, { status: 'locked' }),
  };

  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signInByPassword(page, 'ava.admin@harbor.example');

  const timings: Record<'open' | 'search' | 'role' | 'locked' | 'next', number[]> = {
    open: [],
    search: [],
    role: [],
    locked: [],
    next: [],
  };
  const open = () => timeUntilRows(page, PAGE_SIZE, totals.all, () => page.goto(USERS_PATH));
  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  // Run 0 warms the browser's cache and the server's queries; its times are not kept.
  for (let run = 0; run <= RUNS; run += 1) {
    const kept = (list: number[], ms: number) => {
      if (run > 0) list.push(ms);
    };
    kept(timings.open, await open());
    await page.getByRole('table', { name: 'Users' }).hover();
    kept(
      timings.next,
      await timeUntilRows(page, 2 * PAGE_SIZE, totals.all, () =>
        page.mouse.wheel(0, PAGE_SIZE * ROW_HEIGHT),
      ),
    );
    kept(timings.open, await open());
    kept(
      timings.search,
      await timeUntilRows(page, PAGE_SIZE, totals.search, () =>
        page.getByRole('searchbox', { name: 'Search' }).fill(SEARCH),
      ),
    );
    kept(timings.open, await open());
    kept(
      timings.role,
      await timeUntilRows(page, PAGE_SIZE, totals.role, () => choose('Role', role.name)),
    );
    kept(timings.open, await open());
    kept(
      timings.locked,
      await timeUntilRows(page, PAGE_SIZE, totals.locked, () => choose('Status', 'Locked')),
    );
  }

  console.log(
    `Users list in Chromium: ${totals.all} members in Harbor Coffee, ${RUNS} runs each after a warm-up, page of ${PAGE_SIZE}; from the action to the rows on screen.`,
  );
  const lines: [string, number[], string][] = [
    ['open /admin/iam/users (page load)', timings.open, countText(PAGE_SIZE, totals.all)],
    [`search "${SEARCH}" (250 ms debounce)`, timings.search, countText(PAGE_SIZE, totals.search)],
    [`filter: role ${role.name}`, timings.role, countText(PAGE_SIZE, totals.role)],
    ['filter: status locked', timings.locked, countText(PAGE_SIZE, totals.locked)],
    ['scroll to the next page', timings.next, countText(2 * PAGE_SIZE, totals.all)],
  ];
  for (const [name, list, note] of lines) console.log(figuresLine(name, list, note));
} finally {
  await close();
}

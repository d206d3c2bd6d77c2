// The point of sale in Chromium with a catalogue of 10,000 products (issue 15's figures): from a
// scanner's Enter to the line in the cart on screen, and from a search keystroke to its results on
// screen. The reference server started here signs Max in; the catalogue is generated here and
// served to the page, since what is measured is the renderer's work. Prints figures only.
import type { Page } from '@playwright/test';
import { catalogueSchema, type Catalogue } from '@shared/sales/catalogue';
import { figuresLine } from '../../server/bench/bench-figures';
import { preparedHarbor } from '../../server/bench/load-database';
import { signInByPassword, startBrowserBench, WAIT_MS } from './browser-bench';

const PRODUCTS = 10_000;
const SCANS = Number(process.env.ZYNO_BENCH_RUNS ?? '10') * 10;
const SEARCHES = Number(process.env.ZYNO_BENCH_RUNS ?? '10') * 5;
/** The cart is cleared after this many lines, as a cashier's sale ends. */
const LINES_PER_SALE = 20;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function generatedCatalogue(): Catalogue {
  const categories = Array.from({ length: 12 }, (_, index) => ({
    id: uuid(index + 1),
    name: `Category ${String(index + 1)}`,
    position: index,
  }));
  const products = Array.from({ length: PRODUCTS }, (_, index) => ({
    id: uuid(100_000 + index),
    name: `Item ${String(index).padStart(5, '0')} ${['Blend', 'Roast', 'Muffin', 'Tea'][index % 4] ?? ''}`,
    categoryId: categories[index % categories.length]?.id ?? null,
    taxId: uuid(50),
    priceMinor: 100 + (index % 900),
    variants: [],
    modifierGroups: [],
    barcode: `29${String(index).padStart(11, '0')}`,
    plu: null,
    imageUrl: null,
    active: true,
    stockTracked: false,
    isGiftCard: false,
  }));
  return catalogueSchema.parse({
    currency: 'USD',
    version: 'bench',
    categories,
    taxes: [{ id: uuid(50), name: 'Sales tax', rate: 8875, inclusive: false }],
    locations: [
      {
        id: uuid(60),
        name: 'Harbor Coffee Downtown',
        address: '12 Harbor Street',
        timeZone: 'America/New_York',
        isDefault: true,
      },
    ],
    products,
    offlineLimits: { giftCardMinor: 0, cardPerSaleMinor: 0, cardTotalMinor: 0 },
  });
}

/**
 * Runs `action` in the page, then resolves to the ms until `done` holds: `work` when the page's
 * own work was over (checked at once, then after each task), `frame` on the first animation
 * frame that shows it (which adds up to a display refresh of waiting). Plain JavaScript: the
 * page's code is not this file's (no DOM types here, no bundler helpers there).
 */
function timeInPage(
  page: Page,
  action: string,
  done: string,
): Promise<{ work: number; frame: number }> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const started = performance.now();
    ${action}
    let work = null;
    const poll = new MessageChannel();
    const task = () => {
      if (work !== null) return;
      if (${done}) work = performance.now() - started;
      else poll.port2.postMessage(null);
    };
    poll.port1.onmessage = task;
    task();
    const check = () => {
      if (${done}) {
        task();
        poll.port1.close();
        resolve({ work, frame: performance.now() - started });
      } else if (performance.now() - started > ${String(WAIT_MS)}) reject(new Error('Nothing showed.'));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`);
}

/** Scans `code` as a wedge scanner does; ms from its Enter to the cart showing `lines` lines. */
async function timeScan(
  page: Page,
  code: string,
  lines: number,
): Promise<{ work: number; frame: number }> {
  await page.evaluate(`for (const key of ${JSON.stringify(code)}) {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }`);
  return timeInPage(
    page,
    `document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));`,
    `document.querySelectorAll('ul[aria-label="Current sale"] > li').length === ${String(lines)}`,
  );
}

/** Types into the empty search box; ms until the results show, `first` first. */
function timeKeystroke(
  page: Page,
  text: string,
  first: string,
): Promise<{ work: number; frame: number }> {
  return timeInPage(
    page,
    `const input = document.querySelector('input[data-scanner-input]');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(text)});
    input.dispatchEvent(new Event('input', { bubbles: true }));`,
    `document.querySelector('[aria-label="Search results"] button')?.textContent.includes(${JSON.stringify(first)})`,
  );
}

const catalogue = generatedCatalogue();
const body = JSON.stringify(catalogue);
const { server, browser, close } = await startBrowserBench('pos-bench');
try {
  await preparedHarbor(server.database);
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  await page.route('**/api/suite/sales/catalogue', (route) =>
    route.fulfill({ status: 200, body, contentType: 'application/json' }),
  );
  await signInByPassword(page, 'max.manager@harbor.example');
  await page.goto('/sales/salespoint');
  await page
    .getByRole('heading', { name: 'Selling at Harbor Coffee Downtown' })
    .waitFor({ timeout: WAIT_MS });

  const scans: number[] = [];
  const scanWork: number[] = [];
  // The first sale warms the page up; its times are not kept.
  for (let scan = 0; scan < SCANS + LINES_PER_SALE; scan += 1) {
    const lines = (scan % LINES_PER_SALE) + 1;
    const product = catalogue.products[(scan * 97) % PRODUCTS];
    const ms = await timeScan(page, product?.barcode ?? '', lines);
    if (scan >= LINES_PER_SALE) {
      scans.push(ms.frame);
      scanWork.push(ms.work);
    }
    if (lines === LINES_PER_SALE) await page.getByRole('button', { name: 'Clear sale' }).click();
  }

  const keystrokes: number[] = [];
  const keystrokeWork: number[] = [];
  const search = page.getByRole('textbox', { name: 'Search products' });
  for (let run = 0; run <= SEARCHES; run += 1) {
    const number = String((run * 211) % PRODUCTS).padStart(5, '0');
    const text = number.slice(0, (run % number.length) + 1);
    const first = catalogue.products.find(
      (product) => product.name.includes(text) || (product.barcode ?? '').includes(text),
    );
    await search.fill('');
    await page.getByRole('tablist', { name: 'Categories' }).waitFor({ timeout: WAIT_MS });
    const ms = await timeKeystroke(page, text, first?.name ?? '');
    if (run > 0) {
      keystrokes.push(ms.frame);
      keystrokeWork.push(ms.work);
    }
  }

  console.log(
    `Point of sale in Chromium: ${String(PRODUCTS)} products; from the scanner's Enter or the keystroke to the page's work done, and to the next frame showing it.`,
  );
  const count = (times: readonly number[], what: string) => `${String(times.length)} ${what}`;
  console.log(figuresLine('scan → line in cart, work', scanWork, count(scanWork, 'scans')));
  console.log(figuresLine('scan → line in cart, frame', scans, count(scans, 'scans')));
  console.log(
    figuresLine(
      'search keystroke → results, work',
      keystrokeWork,
      count(keystrokeWork, 'keystrokes'),
    ),
  );
  console.log(
    figuresLine('search keystroke → results, frame', keystrokes, count(keystrokes, 'keystrokes')),
  );
} finally {
  await close();
}

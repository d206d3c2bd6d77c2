// The point of sale end to end against the real server and Harbor Coffee's demo catalogue
// (design demo-seed.md "Sales"): Max in a browser scans three items with a keyboard-wedge
// scanner, pays cash and sees the change and the receipt; Casey at a PIN-signed-in station sells
// the same three items paid exactly in cash in at most four interactions after the scans, and
// sells three times while the server refuses sales (503), restarts the station, and the station's
// queue sends the three once the server is back, with consecutive receipt numbers; and Casey's
// station reloaded with the network down opens the point of sale again from the service worker's
// shell and the tab's last identity and permissions, sells, and sends the sale once back online.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/accessibility';
import { BEANS, CROISSANT, MUFFIN, scan } from '../support/barcode-wedge';
import { signInThroughApi, signInThroughPage, tenantHeaders } from '../support/sign-in';
import { signedInAtStation } from '../support/station';

// With the web app's service worker in control, as at a real station (docs/service-worker.md).
test.use({ serviceWorkers: 'allow' });

async function openPointOfSale(page: Page) {
  await page.goto('/sales/salespoint');
  await expect(
    page.getByRole('heading', { name: 'Selling at Harbor Coffee Downtown' }),
  ).toBeVisible();
}

async function scanThreeItems(page: Page) {
  const cart = page.getByRole('list', { name: 'Current sale' });
  // The croissant's only extra ('Warm it up') is optional: its scan adds it as is, as a till does.
  for (const code of [CROISSANT, MUFFIN, BEANS]) await scan(page, code);
  await expect(cart.getByRole('listitem')).toHaveCount(3);
  await expect(cart).toContainText('1 × Croissant');
  await expect(cart).toContainText('1 × Blueberry Muffin');
  await expect(cart).toContainText('1 × House Blend Beans 340 g');
  // 3.50 + 3.25 at 8.875 % (0.31 + 0.29) and 16.00 untaxed.
  await expect(page.getByRole('button', { name: /Pay \$23\.35/ })).toBeVisible();
}

/** One bag of beans paid exactly in cash while the station is offline; its receipt number. */
async function sellBeansOffline(page: Page): Promise<string> {
  await scan(page, BEANS);
  await page.getByRole('button', { name: /Pay \$16\.00/ }).click();
  await page.getByRole('button', { name: 'Exact $16.00' }).click();
  await expect(
    page.getByText('Offline — will be sent when the station is back online'),
  ).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText('Served by Casey Cashier');
  const number = /Receipt (\S+-\d{6})/.exec((await receipt.textContent()) ?? '')?.[1];
  expect(number).toBeDefined();
  return number ?? '';
}

/** Waits until the station has sent every waiting sale. */
async function queueSent(page: Page): Promise<void> {
  // The station comes back on its own at its next try, or at once with Try now: whichever is
  // first, the banner (and its button) goes away, so the click is only made while it is there.
  // Back online the banner says "Back online — sending N sales" until the last one is answered:
  // the server is asked only once neither that nor "waiting" is shown.
  const tryNow = page.getByRole('button', { name: 'Try now' });
  await expect(async () => {
    if (await tryNow.isVisible()) await tryNow.click({ timeout: 5_000 });
    await expect(page.getByText(/sales? waiting|Back online — sending/)).toHaveCount(0, {
      timeout: 5_000,
    });
  }).toPass({ timeout: 60_000 });
}

/** The receipt numbers of Casey's sales the server holds, as Max reads them. */
async function caseysReceiptsOnServer(request: APIRequestContext): Promise<string[]> {
  const casey = await signInThroughApi(request, 'casey.cashier@harbor.example');
  const max = await signInThroughApi(request, 'max.manager@harbor.example');
  const response = await request.get(`/api/suite/sales/sales?staffId=${casey.accountId}&limit=20`, {
    headers: tenantHeaders(max, 'Harbor Coffee'),
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { receiptNumber: string }[] };
  return items.map((sale) => sale.receiptNumber);
}

test('Max scans three items in a browser, pays cash and sees the change and the receipt', async ({
  page,
}) => {
  await signInThroughPage(page, 'max.manager@harbor.example');
  await openPointOfSale(page);
  await expectAccessibleInBothSchemes(page, 'sales-point-of-sale-empty');
  await scanThreeItems(page);
  await expectAccessibleInBothSchemes(page, 'sales-point-of-sale-cart');

  await page.keyboard.press('F9');
  await expect(page.getByRole('heading', { name: 'Amount due' })).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'sales-point-of-sale-tender');
  await page.getByRole('button', { name: '$50.00' }).click();

  await expect(page.getByRole('heading', { name: 'Change due' })).toBeVisible();
  await expect(page.getByText('$26.65').first()).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText('Harbor Coffee');
  await expect(receipt).toContainText('Harbor Coffee Downtown');
  await expect(receipt).toContainText('Served by Max Manager');
  await expect(receipt).toContainText('1 x Croissant$3.50');
  await expect(receipt).toContainText('1 x Blueberry Muffin$3.25');
  await expect(receipt).toContainText('1 x House Blend Beans 340 g$16.00');
  await expect(receipt).toContainText('Tax$0.60');
  await expect(receipt).toContainText('Total$23.35');
  await expect(receipt).toContainText('Cash$50.00');
  await expect(receipt).toContainText('Change$26.65');
  await expectAccessibleInBothSchemes(page, 'sales-point-of-sale-receipt');

  await page.keyboard.press('Enter');
  await expect(page.getByText('Scan an item or tap a product to start a sale.')).toBeVisible();
});

test('Casey at a station sells three scanned items paid exactly in cash in four interactions at most', async ({
  page,
  request,
  baseURL,
}) => {
  const { harness } = await signedInAtStation(page, request, baseURL, {
    username: 'casey',
    pin: '55556666',
  });
  await openPointOfSale(page);
  // The beans come through the station's USB point-of-sale scanner, the pastries by wedge.
  await scan(page, CROISSANT);
  await scan(page, MUFFIN);
  harness.barcodeScanner.scan(BEANS);
  const cart = page.getByRole('list', { name: 'Current sale' });
  await expect(cart).toContainText('1 × House Blend Beans 340 g');
  await expect(cart.getByRole('listitem')).toHaveCount(3);

  // After the scans: Pay, Exact cash, New sale.
  await page.getByRole('button', { name: /Pay \$23\.35/ }).click();
  await page.getByRole('button', { name: 'Exact $23.35' }).click();
  await expect(page.getByRole('heading', { name: 'No change due' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText('Served by Casey Cashier');
  await expect(receipt).toContainText('Total$23.35');
  await expect(receipt).toContainText(/Receipt \S+/);
  // The station's receipt printer printed it on its own and kicked the drawer open for the cash.
  await expect.poll(() => harness.receiptPrinter.printouts.length).toBe(1);
  const [printout] = harness.receiptPrinter.printouts;
  expect(printout?.drawerKicked).toBe(true);
  const printed = printout?.text.join('\n') ?? '';
  expect(printed).toContain('Served by Casey Cashier');
  expect(printed).toMatch(/1 x House Blend Beans 340 g\s+\$16\.00/);
  expect(printed).toMatch(/Total\s+\$23\.35/);
  await page.getByRole('button', { name: /New sale/ }).click();
  await expect(page.getByText('Scan an item or tap a product to start a sale.')).toBeVisible();
});

test('Casey sells three times at a station while the server answers 503, restarts, and the three reach the server once back', async ({
  page,
  request,
  baseURL,
}) => {
  const salesRoute = '**/api/suite/sales/sales';
  await page.route(salesRoute, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    return route.fulfill({
      status: 503,
      json: { error: { code: 'unavailable', message: 'The server is not answering.' } },
    });
  });
  await signedInAtStation(page, request, baseURL, { username: 'casey', pin: '55556666' });
  await openPointOfSale(page);

  const receiptNumbers: string[] = [];
  for (let sale = 0; sale < 3; sale += 1) {
    receiptNumbers.push(await sellBeansOffline(page));
    if (sale === 2)
      await expectAccessibleInBothSchemes(page, 'sales-point-of-sale-offline-receipt');
    await page.getByRole('button', { name: /New sale/ }).click();
  }
  await expect(page.getByText('Offline — 3 sales waiting')).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'sales-point-of-sale-offline');

  // Offline, a card is taken as a stored payment within the tenant's limit, its risk stated.
  await scan(page, BEANS);
  await page.keyboard.press('F9');
  await page.getByRole('tab', { name: 'Card', exact: true }).click();
  await expect(page.getByText(/Card payments taken offline are approved/)).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'sales-point-of-sale-offline-card');

  // A restart: the sales wait in the station's IndexedDB, not in the page. The queue belongs to
  // the station, not to the till: restarted on the launcher, the station shows it and sends it.
  await page.goto('/');
  await expect(page.getByText('Offline — 3 sales waiting')).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'sales-offline-banner-launcher');
  await page.unroute(salesRoute);
  await queueSent(page);

  const onServer = await caseysReceiptsOnServer(request);
  expect(onServer.filter((number) => receiptNumbers.includes(number)).sort()).toEqual(
    [...receiptNumbers].sort(),
  );
  const numbers = receiptNumbers.map((number) => Number(number.slice(-6)));
  expect(numbers).toEqual([numbers[0], (numbers[0] ?? 0) + 1, (numbers[0] ?? 0) + 2]);
});

test('Casey reloads the point of sale with the network down, sells, and the sale is sent once back online', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signedInAtStation(page, request, baseURL, { username: 'casey', pin: '55556666' });
  await openPointOfSale(page);
  // The shell comes from the worker, the catalogue from the station's IndexedDB, who is signed
  // in and what they may do from the tab's last answers (docs/service-worker.md).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The grid shows the catalogue only once the station has stored its copy of it.
  await expect(page.getByRole('tablist', { name: 'Categories' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Selling at Harbor Coffee Downtown' }),
  ).toBeVisible();
  await expect(page.getByText('Offline — no sales waiting')).toBeVisible();
  await expect(page.getByText(/Keep selling: sales are kept on this station/)).toBeVisible();
  // Only the drawer waits for the server; it says so without alarming.
  await expect(page.getByText('Cash drawer unavailable offline')).toBeVisible();
  await expect(page.getByText('Permissions unavailable')).toHaveCount(0);
  await expectAccessibleInBothSchemes(page, 'sales-point-of-sale-reloaded-offline');

  const receiptNumber = await sellBeansOffline(page);
  await page.getByRole('button', { name: /New sale/ }).click();
  await expect(page.getByText('Offline — 1 sale waiting')).toBeVisible();

  await context.setOffline(false);
  await queueSent(page);
  expect(await caseysReceiptsOnServer(request)).toContain(receiptNumber);
});

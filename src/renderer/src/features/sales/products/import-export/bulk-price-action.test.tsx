// The products toolbar's actions over in-memory routes: the bulk price change previews old → new
// prices and applies exactly the previewed change; Export CSV downloads the filtered products.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PRODUCT_IMPORT_PATHS,
  bulkPriceRequestSchema,
  type BulkPriceResult,
} from '@shared/sales/products-import';
import { TEST_CONFIG, createFakeAuthServer } from '../../../../test/fake-auth-server';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { BulkPriceAction } from './bulk-price-action';
import { ProductsImportExport } from './products-import-export';

const LATTE = '00000000-0000-4000-8000-000000000001';
const ESPRESSO = '00000000-0000-4000-8000-000000000002';

const RESULT: Omit<BulkPriceResult, 'applied'> = {
  currency: 'USD',
  productCount: 2,
  lines: [
    {
      productId: LATTE,
      productName: 'Latte',
      variantId: '00000000-0000-4000-8000-000000000011',
      variantName: 'Small',
      oldPriceMinor: 400,
      newPriceMinor: 440,
    },
    {
      productId: ESPRESSO,
      productName: 'Espresso',
      variantId: null,
      variantName: null,
      oldPriceMinor: 300,
      newPriceMinor: 330,
    },
  ],
};

function renderToolbar() {
  const auth = createFakeAuthServer();
  const calls: { path: string; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.slice(new URL(TEST_CONFIG.api.suite).pathname.length);
    if (!path.startsWith('/sales/products')) return auth.fetch(input, init);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path: `${path}${url.search}`, body });
    if (path === PRODUCT_IMPORT_PATHS.export) {
      return Promise.resolve(
        new Response('id,name\r\n', { headers: { 'content-type': 'text/csv' } }),
      );
    }
    const applied = path === PRODUCT_IMPORT_PATHS.bulkPrice;
    return Promise.resolve(Response.json({ ...RESULT, applied }));
  };
  const rendered = renderWithProviders({
    routes: [
      {
        path: '/',
        element: (
          <>
            <ProductsImportExport filter={{ search: 'latte', status: 'active' }} />
            <BulkPriceAction productIds={[LATTE, ESPRESSO]} />
          </>
        ),
      },
    ],
    server: { ...auth, fetch },
  });
  return { ...rendered, calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the bulk price change', () => {
  it('previews every old and new price, then applies the same change', async () => {
    const { user, calls } = renderToolbar();
    await user.click(screen.getByRole('button', { name: 'Change prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change prices of 2 products' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Percentage' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const table = await within(dialog).findByRole('table', { name: 'Old and new prices' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProductVariantNowNew', 'LatteSmall$4.00$4.40', 'Espresso$3.00$3.30']);
    expect(within(dialog).getByText('2 prices, 2 changing.')).toBeDefined();
    await user.click(apply);
    // Applied: the dialog closes (the success notice is the app shell's).
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(calls.map((call) => call.path)).toEqual([
      PRODUCT_IMPORT_PATHS.bulkPricePreview,
      PRODUCT_IMPORT_PATHS.bulkPrice,
    ]);
    for (const call of calls) {
      expect(bulkPriceRequestSchema.parse(call.body)).toEqual({
        target: { kind: 'ids', productIds: [LATTE, ESPRESSO] },
        change: { mode: 'increasePercent', percent: 10_000 },
      });
    }
  });
});

describe('the import and export buttons', () => {
  it('link to the import screen and download the filtered products', async () => {
    const createObjectURL = vi.fn(() => 'blob:products');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { user, calls } = renderToolbar();
    expect(screen.getByRole('link', { name: 'Import CSV' }).getAttribute('href')).toBe(
      '/sales/config/products/import',
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => {
      expect(click).toHaveBeenCalledOnce();
    });
    expect(calls.map((call) => call.path)).toEqual([
      `${PRODUCT_IMPORT_PATHS.export}?search=latte&status=active`,
    ]);
    expect(createObjectURL).toHaveBeenCalledOnce();
  });
});

// Generated bodies against the point of sale's money writes: plausible ones (built from each
// route's own schema, so they reach the rules and the database behind validation) with one
// hostile field, and hostile values outright. Whatever arrives, the answer is never a 500.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardPaymentRequestSchema } from '@shared/sales/card-payments';
import {
  refundDraftSchema,
  saleDraftSchema,
  saleSchema,
  voidRequestSchema,
} from '@shared/sales/sales';
import { expectError, useRecordingTestApp } from './fixtures';
import { generatedBodies } from './fixtures/request-arbitraries';
import { asSeller, salesSetup, saleDraft, type SalesSetup } from './support/sales-fixture';

const { server } = await useRecordingTestApp();
let setup: SalesSetup;
let saleId: string;

beforeAll(async () => {
  setup = await salesSetup(server.database, 'station');
  const response = await asSeller(server, setup.max, '/sales/sales', {
    body: saleDraft(
      setup.catalogue.downtownId,
      [{ productId: setup.catalogue.espresso, variantId: null, quantity: 2, unitPriceMinor: 300 }],
      [{ kind: 'cash', amountMinor: 653, givenMinor: 700 }],
    ),
  });
  saleId = saleSchema.parse(await response.json()).id;
});

const ROUTES: readonly { name: string; path: () => string; schema: unknown }[] = [
  { name: 'POST /sales/sales', path: () => '/sales/sales', schema: saleDraftSchema },
  { name: 'POST refunds', path: () => `/sales/sales/${saleId}/refunds`, schema: refundDraftSchema },
  { name: 'POST void', path: () => `/sales/sales/${saleId}/void`, schema: voidRequestSchema },
  {
    name: 'POST /sales/card-payments',
    path: () => '/sales/card-payments',
    schema: cardPaymentRequestSchema,
  },
];

describe.each(ROUTES)('$name', ({ path, schema }) => {
  it('answers generated bodies with a client error or success, never a 500', async () => {
    const ids = fc.constantFrom(
      randomUUID(),
      setup.catalogue.downtownId,
      setup.catalogue.otherLocationId,
      setup.catalogue.espresso,
      setup.catalogue.latte.id,
      setup.catalogue.latte.small,
      setup.catalogue.oat,
      saleId,
    );
    const hints = {
      byName: { code: fc.constantFrom('HC-1000-0001', 'HC-1000-0002', 'NOPE-0000') },
      id: ids,
      url: fc.constant('https://example.test/'),
    };
    const bodies = generatedBodies(schema, hints);
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await asSeller(server, setup.max, path(), { body });
        expect(response.status, await response.text()).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});

describe('edges a schema lets through', () => {
  it.each([
    ['a line worth more than any sale', 10_000_000_000, 999, undefined],
    ['a time before the calendar', 300, 1, '0000-01-01T00:00:00Z'],
    ['a time far after it', 300, 1, '9999-12-31T23:59:59-14:00'],
  ])('refuses %s with 400', async (_name, unitPriceMinor, quantity, capturedAt) => {
    const line = {
      productId: setup.catalogue.espresso,
      variantId: null,
      quantity,
      unitPriceMinor,
      priceOverridden: true,
    };
    const body = {
      ...saleDraft(
        setup.catalogue.downtownId,
        [line],
        [{ kind: 'cash', amountMinor: 327, givenMinor: 327 }],
      ),
      ...(capturedAt === undefined ? {} : { capturedAt }),
    };
    const response = await asSeller(server, setup.max, '/sales/sales', { body });
    expect(await expectError(response, 400, 'validation_failed')).toMatch(
      /^(lines\.0|capturedAt): /,
    );
  });
});

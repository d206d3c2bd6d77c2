// Harbor Coffee's catalogue as GET /sales/catalogue answers it (design demo-seed.md "Sales"),
// parsed with the contract, for the point of sale's tests.
import { catalogueSchema, type Catalogue } from '@shared/sales/catalogue';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const HARBOR_IDS = {
  coffee: id(1),
  bakery: id(2),
  retail: id(3),
  giftCards: id(4),
  salesTax: id(10),
  noTax: id(11),
  downtown: id(20),
  pier: id(21),
  latte: id(100),
  latteSmall: id(101),
  latteMedium: id(102),
  latteLarge: id(103),
  milk: id(110),
  whole: id(111),
  oat: id(112),
  almond: id(113),
  extras: id(120),
  extraShot: id(121),
  espresso: id(130),
  drip: id(140),
  croissant: id(150),
  muffin: id(160),
  beans: id(170),
  giftCard: id(180),
} as const;

const I = HARBOR_IDS;

function product(overrides: Partial<Catalogue['products'][number]> & { id: string; name: string }) {
  return {
    categoryId: I.coffee,
    taxId: I.salesTax,
    priceMinor: 0,
    variants: [],
    modifierGroups: [],
    barcode: null,
    plu: null,
    imageUrl: null,
    active: true,
    stockTracked: false,
    isGiftCard: false,
    ...overrides,
  };
}

export const HARBOR_CATALOGUE: Catalogue = catalogueSchema.parse({
  currency: 'USD',
  version: '1',
  categories: [
    { id: I.coffee, name: 'Coffee', position: 1 },
    { id: I.bakery, name: 'Bakery', position: 2 },
    { id: I.retail, name: 'Retail', position: 3 },
    { id: I.giftCards, name: 'Gift Cards', position: 4 },
  ],
  taxes: [
    { id: I.salesTax, name: 'Sales tax', rate: 8875, inclusive: false },
    { id: I.noTax, name: 'No tax', rate: 0, inclusive: false },
  ],
  locations: [
    {
      id: I.downtown,
      name: 'Harbor Coffee Downtown',
      address: '12 Harbor Street, Portland',
      timeZone: 'America/New_York',
      isDefault: true,
    },
    {
      id: I.pier,
      name: 'Harbor Coffee Pier',
      address: '1 Pier Road, Portland',
      timeZone: 'America/New_York',
      isDefault: false,
    },
  ],
  products: [
    product({
      id: I.latte,
      name: 'Latte',
      priceMinor: 400,
      variants: [
        { id: I.latteSmall, name: 'Small', priceMinor: 400, barcode: null },
        { id: I.latteMedium, name: 'Medium', priceMinor: 475, barcode: null },
        { id: I.latteLarge, name: 'Large', priceMinor: 550, barcode: null },
      ],
      modifierGroups: [
        {
          id: I.milk,
          name: 'Milk',
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: I.whole, name: 'Whole', priceDeltaMinor: 0 },
            { id: I.oat, name: 'Oat', priceDeltaMinor: 60 },
            { id: I.almond, name: 'Almond', priceDeltaMinor: 60 },
          ],
        },
        {
          id: I.extras,
          name: 'Extras',
          minSelect: 0,
          maxSelect: 1,
          options: [{ id: I.extraShot, name: 'Extra shot', priceDeltaMinor: 100 }],
        },
      ],
    }),
    product({ id: I.espresso, name: 'Espresso', priceMinor: 300, plu: '1001' }),
    product({ id: I.drip, name: 'Drip Coffee', priceMinor: 275, plu: '1002' }),
    product({
      id: I.croissant,
      name: 'Croissant',
      categoryId: I.bakery,
      priceMinor: 350,
      barcode: '2000000000015',
    }),
    product({
      id: I.muffin,
      name: 'Blueberry Muffin',
      categoryId: I.bakery,
      priceMinor: 325,
      barcode: '2000000000022',
    }),
    product({
      id: I.beans,
      name: 'House Blend Beans 340 g',
      categoryId: I.retail,
      taxId: I.noTax,
      priceMinor: 1600,
      barcode: '0850001234566',
      stockTracked: true,
    }),
    product({
      id: I.giftCard,
      name: 'Gift Card',
      categoryId: I.giftCards,
      taxId: null,
      isGiftCard: true,
    }),
  ],
  offlineLimits: { giftCardMinor: 5000, cardPerSaleMinor: 10000, cardTotalMinor: 50000 },
});

export function productById(productId: string) {
  const found = HARBOR_CATALOGUE.products.find((candidate) => candidate.id === productId);
  if (found === undefined) throw new Error(`No product ${productId}.`);
  return found;
}

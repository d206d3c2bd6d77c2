// Harbor Coffee's café catalogue in the demo seed (demo-seed.md "Sales data" is a contract: the
// Latte's sizes and milk, Espresso, Drip Coffee, Croissant, Blueberry Muffin and House Blend
// Beans with their prices and barcodes). Prices are cents. In-store barcodes are EAN-13 codes
// with the 2 prefix retailers keep for their own goods; the beans carry their roaster's UPC.

/** The EAN-13 (or UPC-A in EAN-13 form) of a 12-digit body: the body and its check digit. */
export function ean13(body: string): string {
  if (!/^[0-9]{12}$/.test(body)) throw new Error(`An EAN-13 body is 12 digits: ${body}`);
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    sum += Number(body[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The store's own code number `n` (1–99): 2000000000015 for 1. */
const inStore = (n: number) => ean13(`2${String(n).padStart(11, '0')}`);
/** The roaster's UPC for its item number `item` (two digits): 0850001234566 for '56'. */
const roaster = (item: string) => ean13(`0850001234${item}`);

export const SALES_TAX = 'Sales tax';
/** Retail coffee beans are groceries: no sales tax. */
export const BEANS_TAX = 'No tax (coffee beans)';

export interface DemoModifierGroup {
  name: string;
  minSelect: number;
  maxSelect: number;
  options: readonly { name: string; priceDeltaMinor: number }[];
}

export interface DemoProduct {
  name: string;
  category: string;
  /** The price without variants; with them, each variant's. */
  priceMinor?: number;
  variants?: readonly { name: string; priceMinor: number }[];
  /** Names of DEMO_MODIFIER_GROUPS, in the order they are asked. */
  modifiers?: readonly string[];
  barcode?: string;
  plu?: string;
  /** The product's own tax (a name in the tenant's taxes); else its category's. */
  tax?: string;
  stockTracked?: boolean;
  isGiftCard?: boolean;
}

const MILK = 'Milk';
const SHOTS = 'Espresso shots';
const SYRUP = 'Syrup';
const TEA_MILK = 'Splash of milk';
const SWEETENER = 'Sweetener';
const COLD_FOAM = 'Cold foam';
const SPREAD = 'Spread';
const ADD_ONS = 'Breakfast add-ons';
const WARM = 'Warm it up';

/** A group from its name, how many options may be chosen, and each option's name and price. */
function modifierGroup(
  name: string,
  [minSelect, maxSelect]: readonly [number, number],
  options: readonly (readonly [string, number])[],
): DemoModifierGroup {
  return {
    name,
    minSelect,
    maxSelect,
    options: options.map(([option, priceDeltaMinor]) => ({ name: option, priceDeltaMinor })),
  };
}

export const DEMO_MODIFIER_GROUPS: readonly DemoModifierGroup[] = [
  modifierGroup(
    MILK,
    [1, 1],
    [
      ['Whole', 0],
      ['Skim', 0],
      ['Oat', 60],
      ['Almond', 60],
    ],
  ),
  modifierGroup(
    SHOTS,
    [0, 2],
    [
      ['Extra shot', 100],
      ['Decaf', 0],
    ],
  ),
  modifierGroup(
    SYRUP,
    [0, 3],
    [
      ['Vanilla', 75],
      ['Caramel', 75],
      ['Hazelnut', 75],
      ['Sugar-free vanilla', 75],
    ],
  ),
  modifierGroup(
    TEA_MILK,
    [0, 1],
    [
      ['Whole', 0],
      ['Oat', 60],
      ['Almond', 60],
    ],
  ),
  modifierGroup(
    SWEETENER,
    [0, 1],
    [
      ['Honey', 50],
      ['Cane sugar', 0],
    ],
  ),
  modifierGroup(
    COLD_FOAM,
    [0, 1],
    [
      ['Vanilla sweet cream foam', 125],
      ['Salted caramel foam', 125],
    ],
  ),
  modifierGroup(
    SPREAD,
    [0, 1],
    [
      ['Cream cheese', 125],
      ['Butter', 50],
      ['Scallion cream cheese', 150],
    ],
  ),
  modifierGroup(
    ADD_ONS,
    [0, 4],
    [
      ['Extra egg', 150],
      ['Bacon', 200],
      ['Avocado', 200],
      ['Cheddar', 100],
    ],
  ),
  modifierGroup(WARM, [0, 1], [['Warmed', 0]]),
];

const sizes = (small: number, medium: number, large: number) => [
  { name: 'Small', priceMinor: small },
  { name: 'Medium', priceMinor: medium },
  { name: 'Large', priceMinor: large },
];
const iced = (medium: number, large: number) => [
  { name: 'Medium', priceMinor: medium },
  { name: 'Large', priceMinor: large },
];

const ESPRESSO_DRINK = [MILK, SHOTS, SYRUP];
const BEANS = { category: 'Retail', tax: BEANS_TAX, stockTracked: true } as const;
const MERCH = { category: 'Merchandise', stockTracked: true } as const;

/** In category order, each category's products in grid order. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  // Coffee
  { name: 'Latte', category: 'Coffee', variants: sizes(400, 475, 550), modifiers: ESPRESSO_DRINK },
  {
    name: 'Cappuccino',
    category: 'Coffee',
    variants: sizes(375, 450, 525),
    modifiers: ESPRESSO_DRINK,
  },
  { name: 'Flat White', category: 'Coffee', priceMinor: 450, modifiers: [MILK, SHOTS] },
  { name: 'Mocha', category: 'Coffee', variants: sizes(450, 525, 600), modifiers: [MILK, SHOTS] },
  {
    name: 'Caramel Macchiato',
    category: 'Coffee',
    variants: sizes(475, 550, 625),
    modifiers: [MILK, SHOTS],
  },
  {
    name: 'Americano',
    category: 'Coffee',
    variants: sizes(300, 350, 400),
    modifiers: [SHOTS, SYRUP],
  },
  { name: 'Espresso', category: 'Coffee', priceMinor: 300 },
  { name: 'Doppio', category: 'Coffee', priceMinor: 375 },
  { name: 'Cortado', category: 'Coffee', priceMinor: 400, modifiers: [MILK] },
  { name: 'Drip Coffee', category: 'Coffee', priceMinor: 275 },
  { name: 'Red Eye', category: 'Coffee', priceMinor: 400, modifiers: [SHOTS] },
  { name: 'Café au Lait', category: 'Coffee', variants: sizes(350, 400, 450), modifiers: [MILK] },
  { name: 'Pour Over', category: 'Coffee', priceMinor: 500 },
  { name: 'Hot Chocolate', category: 'Coffee', variants: sizes(350, 400, 450), modifiers: [MILK] },
  // Tea
  { name: 'Chai Latte', category: 'Tea', variants: sizes(425, 495, 565), modifiers: [MILK, SYRUP] },
  {
    name: 'Matcha Latte',
    category: 'Tea',
    variants: sizes(475, 550, 625),
    modifiers: [MILK, SYRUP],
  },
  { name: 'London Fog', category: 'Tea', variants: sizes(425, 495, 565), modifiers: [MILK] },
  {
    name: 'English Breakfast Tea',
    category: 'Tea',
    priceMinor: 300,
    modifiers: [TEA_MILK, SWEETENER],
  },
  { name: 'Earl Grey Tea', category: 'Tea', priceMinor: 300, modifiers: [TEA_MILK, SWEETENER] },
  { name: 'Sencha Green Tea', category: 'Tea', priceMinor: 300, modifiers: [SWEETENER] },
  { name: 'Chamomile Tea', category: 'Tea', priceMinor: 300, modifiers: [SWEETENER] },
  { name: 'Peppermint Tea', category: 'Tea', priceMinor: 300, modifiers: [SWEETENER] },
  // Cold Drinks
  {
    name: 'Cold Brew',
    category: 'Cold Drinks',
    variants: iced(425, 500),
    modifiers: [COLD_FOAM, SYRUP],
  },
  { name: 'Nitro Cold Brew', category: 'Cold Drinks', priceMinor: 525 },
  {
    name: 'Iced Latte',
    category: 'Cold Drinks',
    variants: iced(500, 575),
    modifiers: ESPRESSO_DRINK,
  },
  {
    name: 'Iced Americano',
    category: 'Cold Drinks',
    variants: iced(375, 425),
    modifiers: [SHOTS, SYRUP],
  },
  {
    name: 'Iced Matcha Latte',
    category: 'Cold Drinks',
    variants: iced(550, 625),
    modifiers: [MILK, SYRUP],
  },
  {
    name: 'Iced Black Tea',
    category: 'Cold Drinks',
    variants: iced(325, 375),
    modifiers: [SWEETENER],
  },
  { name: 'Lemonade', category: 'Cold Drinks', variants: iced(350, 400) },
  { name: 'Sparkling Water', category: 'Cold Drinks', priceMinor: 250, barcode: inStore(31) },
  { name: 'Fresh Orange Juice', category: 'Cold Drinks', priceMinor: 450, barcode: inStore(32) },
  { name: 'Bottled Water', category: 'Cold Drinks', priceMinor: 200, barcode: inStore(33) },
  // Bakery
  {
    name: 'Croissant',
    category: 'Bakery',
    priceMinor: 350,
    barcode: inStore(1),
    modifiers: [WARM],
  },
  { name: 'Blueberry Muffin', category: 'Bakery', priceMinor: 325, barcode: inStore(2) },
  {
    name: 'Chocolate Croissant',
    category: 'Bakery',
    priceMinor: 400,
    barcode: inStore(3),
    modifiers: [WARM],
  },
  {
    name: 'Almond Croissant',
    category: 'Bakery',
    priceMinor: 425,
    barcode: inStore(4),
    modifiers: [WARM],
  },
  {
    name: 'Cinnamon Roll',
    category: 'Bakery',
    priceMinor: 395,
    barcode: inStore(5),
    modifiers: [WARM],
  },
  { name: 'Lemon Poppy Seed Muffin', category: 'Bakery', priceMinor: 325, barcode: inStore(6) },
  { name: 'Cranberry Orange Scone', category: 'Bakery', priceMinor: 325, barcode: inStore(7) },
  { name: 'Banana Bread', category: 'Bakery', priceMinor: 350, barcode: inStore(8), plu: '1004' },
  { name: 'Chocolate Chip Cookie', category: 'Bakery', priceMinor: 250, plu: '1001' },
  { name: 'Oatmeal Raisin Cookie', category: 'Bakery', priceMinor: 250, plu: '1002' },
  { name: 'Fudge Brownie', category: 'Bakery', priceMinor: 325, plu: '1003' },
  // Breakfast
  { name: 'Everything Bagel', category: 'Breakfast', priceMinor: 275, modifiers: [SPREAD] },
  { name: 'Plain Bagel', category: 'Breakfast', priceMinor: 250, modifiers: [SPREAD] },
  { name: 'Avocado Toast', category: 'Breakfast', priceMinor: 850, modifiers: [ADD_ONS] },
  { name: 'Egg & Cheese Sandwich', category: 'Breakfast', priceMinor: 650, modifiers: [ADD_ONS] },
  {
    name: 'Bacon, Egg & Cheese Sandwich',
    category: 'Breakfast',
    priceMinor: 750,
    modifiers: [ADD_ONS],
  },
  { name: 'Breakfast Burrito', category: 'Breakfast', priceMinor: 825, modifiers: [ADD_ONS] },
  { name: 'Overnight Oats', category: 'Breakfast', priceMinor: 550, barcode: inStore(21) },
  { name: 'Greek Yogurt Parfait', category: 'Breakfast', priceMinor: 525, barcode: inStore(22) },
  // Retail
  { name: 'House Blend Beans 340 g', priceMinor: 1600, barcode: roaster('56'), ...BEANS },
  { name: 'Harbor Espresso Beans 340 g', priceMinor: 1700, barcode: roaster('57'), ...BEANS },
  { name: 'Decaf House Blend Beans 340 g', priceMinor: 1650, barcode: roaster('58'), ...BEANS },
  { name: 'Ethiopia Yirgacheffe Beans 340 g', priceMinor: 1900, barcode: roaster('59'), ...BEANS },
  { name: 'Colombia Huila Beans 340 g', priceMinor: 1800, barcode: roaster('60'), ...BEANS },
  { name: 'House Blend Beans 1 kg', priceMinor: 4200, barcode: roaster('61'), ...BEANS },
  // Merchandise
  { name: 'Harbor Coffee Mug', priceMinor: 1400, barcode: inStore(41), ...MERCH },
  { name: 'Insulated Tumbler', priceMinor: 2400, barcode: inStore(42), ...MERCH },
  { name: 'Canvas Tote Bag', priceMinor: 1800, barcode: inStore(43), ...MERCH },
  { name: 'Ceramic Pour-Over Dripper', priceMinor: 2800, barcode: inStore(44), ...MERCH },
  { name: 'Reusable Cup', priceMinor: 1200, barcode: inStore(45), ...MERCH },
  // Gift Cards: the amount loaded is chosen at the till.
  { name: 'Gift Card', category: 'Gift Cards', priceMinor: 0, isGiftCard: true },
];

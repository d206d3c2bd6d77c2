// The inventory app's part of the demo seed: stock categories and the vendors it is bought from.
import { insertDemoRows, seedPerTenant } from '../db/demo-seed';

interface DemoInventory {
  categories?: readonly { name: string; description: string | null }[];
  vendors?: readonly { name: string; email: string | null; phone: string | null }[];
}

/** By tenant name (db/demo-seed.ts). */
export const DEMO_INVENTORY: Readonly<Record<string, DemoInventory>> = {
  'Harbor Coffee': {
    categories: [
      { name: 'Coffee beans', description: 'Green coffee and roasted beans, by origin.' },
      { name: 'Dairy & alternatives', description: 'Milk, cream, oat and almond milk.' },
      { name: 'Syrups & sauces', description: null },
      { name: 'Bakery', description: 'Pastries delivered fresh each morning.' },
      { name: 'Cups & lids', description: 'Compostable cups, lids and sleeves.' },
      { name: 'Cleaning supplies', description: null },
    ],
    vendors: [
      {
        name: 'Pacific Green Coffee Importers',
        email: 'orders@pacificgreen.example',
        phone: '+14155550131',
      },
      {
        name: 'Bay Area Dairy Co-op',
        email: 'dispatch@bayareadairy.example',
        phone: '+15105550142',
      },
      { name: 'Golden Gate Bakehouse', email: 'wholesale@ggbakehouse.example', phone: null },
      { name: 'Sonoma Syrup Works', email: 'hello@sonomasyrup.example', phone: '+17075550117' },
      { name: 'EcoCup Packaging', email: null, phone: '+18005550163' },
    ],
  },
};

export const inventorySeed = seedPerTenant(DEMO_INVENTORY, async ({ tx }, tenantId, data) => {
  await insertDemoRows(tx, 'inventory_categories', tenantId, data.categories);
  await insertDemoRows(tx, 'inventory_vendors', tenantId, data.vendors);
});

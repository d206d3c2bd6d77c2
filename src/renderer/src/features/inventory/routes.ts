// Inventory (spec §2 /inventory): stock by location.
import { IconPackages } from '@tabler/icons-react';
import { permission } from '@shared/route-access';
import { defineApp } from '../../lib/apps';

export const inventoryApp = defineApp({
  name: 'Inventory',
  icon: IconPackages,
  color: 'orange',
  summary: 'Stock, categories and vendors',
  routes: [
    {
      path: '/inventory',
      access: permission('inventory'),
      title: {
        description: 'Stock levels by location, with categories, vendors and reorder points.',
      },
    },
  ],
  launcher: { path: '/inventory' },
});

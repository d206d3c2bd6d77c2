// The forms app's part of the demo seed: the forms each tenant collects.
import { insertDemoRows, seedPerTenant } from '../db/demo-seed';

/** By tenant name (db/demo-seed.ts). */
export const DEMO_FORMS: Readonly<
  Record<string, readonly { name: string; description: string | null }[]>
> = {
  'Harbor Coffee': [
    {
      name: 'Catering inquiry',
      description: 'Coffee service and pastry platters for offices and events.',
    },
    { name: 'Customer feedback', description: 'How was your visit?' },
    {
      name: 'Wholesale account application',
      description: 'Cafés and restaurants that want to serve our beans.',
    },
  ],
  'Bluebird Dental': [
    { name: 'New patient intake', description: 'Contact details, insurance and consent.' },
    { name: 'Medical history update', description: null },
  ],
};

export const formsSeed = seedPerTenant(DEMO_FORMS, async ({ tx }, tenantId, forms) => {
  await insertDemoRows(tx, 'forms', tenantId, forms);
});

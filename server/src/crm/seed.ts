// The CRM's part of the demo seed: Harbor Coffee's regulars, whom the till finds by name or phone.
import { phoneDigits } from '@shared/crm/contacts';
import type { Queryable } from '../db/database';
import { insertDemoRows, seedPerTenant } from '../db/demo-seed';

type DemoContact = {
  firstName: string;
  lastName: string;
  company?: string;
  email: string | null;
  phone: string | null;
};

/** By tenant name (db/demo-seed.ts). */
export const DEMO_CONTACTS: Readonly<Record<string, readonly DemoContact[]>> = {
  'Harbor Coffee': [
    { firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@mail.example', phone: '(415) 555-0142' },
    { firstName: 'Omar', lastName: 'Haddad', email: null, phone: '(415) 555-0178' },
    {
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya.r@mail.example',
      phone: '(510) 555-0119',
    },
    { firstName: 'Lucas', lastName: 'Moreau', email: 'lucas@moreau.example', phone: null },
    {
      firstName: 'Grace',
      lastName: 'Kim',
      company: 'Pier 39 Architects',
      email: 'grace.kim@pier39arch.example',
      phone: '(415) 555-0163',
    },
    { firstName: 'Tomás', lastName: 'Álvarez', email: null, phone: '(628) 555-0107' },
    {
      firstName: 'Hannah',
      lastName: 'Berg',
      email: 'hannah.berg@mail.example',
      phone: '(415) 555-0191',
    },
    {
      firstName: 'Kwame',
      lastName: 'Mensah',
      email: 'kwame@mensah.example',
      phone: '(510) 555-0134',
    },
    { firstName: 'Aiko', lastName: 'Tanaka', email: null, phone: '(415) 555-0126' },
    { firstName: 'Diego', lastName: 'Santos', email: 'diego.santos@mail.example', phone: null },
    {
      firstName: 'Fiona',
      lastName: 'Walsh',
      email: 'fiona.walsh@mail.example',
      phone: '(650) 555-0185',
    },
    { firstName: 'Noah', lastName: 'Fischer', email: null, phone: '(415) 555-0150' },
  ],
};

export const crmSeed = seedPerTenant(DEMO_CONTACTS, async ({ tx }, tenantId, contacts) => {
  await insertDemoRows(tx, 'crm_contacts', tenantId, contacts, (contact) => ({
    first_name: contact.firstName,
    last_name: contact.lastName,
    display_name: `${contact.firstName} ${contact.lastName}`,
    company: contact.company ?? '',
    email: contact.email,
    phone: contact.phone,
    phone_digits: contact.phone === null ? null : phoneDigits(contact.phone),
  }));
});

/** A tenant's contacts as sales' customers, by name (the seeded history is given to them). */
export function demoRegulars(
  tx: Queryable,
  tenantId: string,
): Promise<{ id: string; name: string }[]> {
  return tx.query<{ id: string; name: string }>(
    `SELECT id, display_name AS name FROM crm_contacts
      WHERE tenant_id = $1 ORDER BY lower(display_name), id`,
    [tenantId],
  );
}

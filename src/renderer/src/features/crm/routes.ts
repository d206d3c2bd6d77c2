// Customers (spec §2 /crm): contacts, a contact's detail and memberships.
import { IconAddressBook } from '@tabler/icons-react';
import { permission } from '@shared/route-access';
import { defineApp } from '../../lib/apps';

export const crmApp = defineApp({
  name: 'Customers',
  icon: IconAddressBook,
  color: 'blue',
  summary: 'Contacts and memberships',
  routes: [
    {
      path: '/crm',
      access: permission('crm'),
      title: {
        description: 'Search and browse your contacts, with their details and history at a glance.',
      },
    },
    {
      path: '/crm/memberships',
      access: permission('crm', 'membershipsRead'),
      title: {
        subApp: 'Memberships',
        description: 'Membership plans and the customers who hold them, with renewals and status.',
      },
    },
    {
      path: '/crm/:id',
      access: permission('crm'),
      title: {
        subApp: 'Contact',
        description: 'One contact: details, memberships, purchases and conversations in one place.',
      },
    },
  ],
  launcher: { path: '/crm', subItems: ['/crm/memberships'] },
});

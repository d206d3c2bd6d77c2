// IT (spec §2 /it/freshdesk): the support desk page, open to anyone, signed in or not.
import { IconLifebuoy } from '@tabler/icons-react';
import { PUBLIC } from '@shared/route-access';
import { defineApp, lazyScreen } from '../../lib/apps';

export const itApp = defineApp({
  name: 'IT',
  icon: IconLifebuoy,
  color: 'red',
  summary: 'Support desk',
  routes: [
    {
      path: '/it/freshdesk',
      access: PUBLIC,
      title: { subApp: 'Support Desk', description: 'Open a ticket with our support team.' },
      screen: lazyScreen(() => import('./support-desk-page'), 'SupportDeskPage'),
    },
  ],
});

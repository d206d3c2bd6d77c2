// Display (spec §2 /display): the screens in a tenant's locations.
import { IconDeviceTv } from '@tabler/icons-react';
import { permission } from '@shared/route-access';
import { defineApp } from '../../lib/apps';

export const displayApp = defineApp({
  name: 'Display',
  icon: IconDeviceTv,
  color: 'grape',
  summary: 'Screens and devices',
  routes: [
    { path: '/display', access: permission('display'), redirectTo: '/display/devices' },
    {
      path: '/display/devices',
      access: permission('display'),
      title: {
        subApp: 'Devices',
        description: 'The screens in your locations: what each one shows and whether it is online.',
      },
    },
  ],
  launcher: { path: '/display' },
});

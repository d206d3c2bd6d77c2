// Forms (spec §2 /forms): submissions.
import { IconForms } from '@tabler/icons-react';
import { permission } from '@shared/route-access';
import { defineApp } from '../../lib/apps';

export const formsApp = defineApp({
  name: 'Forms',
  icon: IconForms,
  color: 'teal',
  summary: 'Form submissions',
  routes: [
    {
      path: '/forms',
      access: permission('forms'),
      title: {
        subApp: 'Submissions',
        description: 'Form submissions from your customers and staff, newest first.',
      },
    },
  ],
  launcher: { path: '/forms' },
});

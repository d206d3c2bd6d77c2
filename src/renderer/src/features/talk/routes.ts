// Talk (spec §2 /talk): call records, voicemail, SMS, fax and the softphone.
import { IconHeadset } from '@tabler/icons-react';
import { permission } from '@shared/route-access';
import { defineApp } from '../../lib/apps';

const talk = permission('talk');

export const talkApp = defineApp({
  name: 'Talk',
  icon: IconHeadset,
  color: 'cyan',
  summary: 'Calls, voicemail, SMS and fax',
  routes: [
    {
      path: '/talk',
      access: talk,
      title: { description: 'Calls, voicemail, text messages and faxes for your team.' },
    },
    {
      path: '/talk/cdr',
      access: talk,
      title: {
        subApp: 'Call Records',
        description: 'Every call in and out, with recordings, transcripts and summaries.',
      },
    },
    {
      path: '/talk/voicemail',
      access: talk,
      title: {
        subApp: 'Voicemail',
        description: 'Voicemail for your extensions, with audio and transcriptions.',
      },
    },
    {
      path: '/talk/sms',
      access: talk,
      title: { subApp: 'SMS', description: 'Text conversations with your customers.' },
    },
    {
      path: '/talk/fax',
      access: talk,
      title: { subApp: 'Fax', description: 'Faxes sent and received.' },
    },
    {
      path: '/talk/softphone',
      access: talk,
      title: { subApp: 'Softphone', description: 'Make and take calls right in the browser.' },
    },
  ],
  launcher: { path: '/talk' },
});

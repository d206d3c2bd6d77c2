// The talk app's part of the demo seed: extensions, numbers, who may use which extension, desk
// phones and SIP trunks. Talk access names members by e-mail (seeded by the accounts module).
import type { FpbxTransport, TalkAccessLevel } from '@shared/reference-lists/reference-lists';
import { demoAccountId, insertDemoRows, lookUp, seedPerTenant } from '../db/demo-seed';

interface DemoTalk {
  extensions?: readonly { name: string; number: string }[];
  /** extension names one of extensions. */
  numbers?: readonly { name: string; e164: string; extension: string | null }[];
  /** email names a member of the tenant; extension one of extensions. */
  access?: readonly { email: string; extension: string; level: TalkAccessLevel }[];
  endpointConfigs?: readonly { name: string; manufacturer: string; model: string }[];
  fpbxRegistrations?: readonly {
    name: string;
    host: string;
    username: string;
    transport: FpbxTransport;
  }[];
}

/** By tenant name (db/demo-seed.ts). */
export const DEMO_TALK: Readonly<Record<string, DemoTalk>> = {
  'Harbor Coffee': {
    extensions: [
      { name: 'Pier 39 counter', number: '100' },
      { name: 'Ferry Building counter', number: '101' },
      { name: 'Roastery office', number: '110' },
      { name: 'Ava Admin', number: '120' },
      { name: 'Max Manager', number: '121' },
    ],
    numbers: [
      { name: 'Main line', e164: '+14155550100', extension: 'Pier 39 counter' },
      { name: 'Ferry Building', e164: '+14155550101', extension: 'Ferry Building counter' },
      { name: 'Wholesale orders', e164: '+14155550110', extension: 'Roastery office' },
      { name: 'Toll-free', e164: '+18885550199', extension: null },
    ],
    access: [
      { email: 'ava.admin@harbor.example', extension: 'Ava Admin', level: 'manager' },
      { email: 'ava.admin@harbor.example', extension: 'Roastery office', level: 'manager' },
      { email: 'max.manager@harbor.example', extension: 'Max Manager', level: 'manager' },
      { email: 'max.manager@harbor.example', extension: 'Pier 39 counter', level: 'manager' },
      {
        email: 'max.manager@harbor.example',
        extension: 'Ferry Building counter',
        level: 'manager',
      },
      { email: 'sam.sso@harbor.example', extension: 'Pier 39 counter', level: 'user' },
    ],
    endpointConfigs: [
      { name: 'Counter phone', manufacturer: 'Yealink', model: 'T54W' },
      { name: 'Office phone', manufacturer: 'Poly', model: 'VVX 450' },
      { name: 'Cordless handset', manufacturer: 'Yealink', model: 'W76P' },
    ],
    fpbxRegistrations: [
      {
        name: 'Primary SIP trunk',
        host: 'sip.harbor-voice.example',
        username: 'harbor-coffee-01',
        transport: 'tls',
      },
      {
        name: 'Backup SIP trunk',
        host: 'sip2.harbor-voice.example',
        username: 'harbor-coffee-02',
        transport: 'udp',
      },
    ],
  },
  'Bluebird Dental': {
    extensions: [
      { name: 'Front desk', number: '100' },
      { name: 'Dr. Lee', number: '110' },
    ],
    numbers: [{ name: 'Appointments', e164: '+14155550180', extension: 'Front desk' }],
    access: [{ email: 'morgan.multi@harbor.example', extension: 'Front desk', level: 'user' }],
    endpointConfigs: [{ name: 'Front desk phone', manufacturer: 'Poly', model: 'VVX 250' }],
    fpbxRegistrations: [
      {
        name: 'Primary SIP trunk',
        host: 'sip.bluebird-voice.example',
        username: 'bluebird-dental',
        transport: 'tls',
      },
    ],
  },
};

export const talkSeed = seedPerTenant(DEMO_TALK, async ({ tx }, tenantId, data) => {
  const extensionIds = await insertDemoRows(tx, 'talk_extensions', tenantId, data.extensions);
  await insertDemoRows(tx, 'talk_numbers', tenantId, data.numbers, (number) => ({
    name: number.name,
    e164: number.e164,
    extension_id: number.extension === null ? null : lookUp(extensionIds, number.extension),
  }));
  await insertDemoRows(tx, 'talk_access', tenantId, data.access, async (access) => ({
    account_id: await demoAccountId(tx, access.email),
    extension_id: lookUp(extensionIds, access.extension),
    level: access.level,
  }));
  await insertDemoRows(tx, 'talk_endpoint_configs', tenantId, data.endpointConfigs);
  await insertDemoRows(tx, 'talk_fpbx_registrations', tenantId, data.fpbxRegistrations);
});

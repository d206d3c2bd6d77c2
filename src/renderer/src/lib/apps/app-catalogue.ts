// The suite's apps as users see them: name, icon, accent colour and where each one starts. The
// launcher, the top bar and page titles all take their app names from here.
import {
  IconAddressBook,
  IconCashRegister,
  IconDeviceTv,
  IconForms,
  IconHeadset,
  IconLifebuoy,
  IconPackages,
  IconSettings,
  type TablerIcon,
} from '@tabler/icons-react';

export interface AppDefinition {
  name: string;
  /** The path the app is entered by; every screen of the app lives under it. */
  path: string;
  icon: TablerIcon;
  color: string;
  /** One line on what the app holds (spec §1). */
  summary: string;
}

export const APPS = {
  crm: {
    name: 'Customers',
    path: '/crm',
    icon: IconAddressBook,
    color: 'blue',
    summary: 'Contacts and memberships',
  },
  display: {
    name: 'Display',
    path: '/display',
    icon: IconDeviceTv,
    color: 'grape',
    summary: 'Screens and devices',
  },
  forms: {
    name: 'Forms',
    path: '/forms',
    icon: IconForms,
    color: 'teal',
    summary: 'Form submissions',
  },
  inventory: {
    name: 'Inventory',
    path: '/inventory',
    icon: IconPackages,
    color: 'orange',
    summary: 'Stock, categories and vendors',
  },
  sales: {
    name: 'Sales',
    path: '/sales',
    icon: IconCashRegister,
    color: 'green',
    summary: 'Point of sale, gift cards, products and reports',
  },
  talk: {
    name: 'Talk',
    path: '/talk',
    icon: IconHeadset,
    color: 'cyan',
    summary: 'Calls, voicemail, SMS and fax',
  },
  admin: {
    name: 'Admin',
    path: '/admin',
    icon: IconSettings,
    color: 'gray',
    summary: 'Identity and access, sales and talk settings',
  },
  it: {
    name: 'IT',
    path: '/it',
    icon: IconLifebuoy,
    color: 'red',
    summary: 'Support desk',
  },
} as const satisfies Record<string, AppDefinition>;

export type AppId = keyof typeof APPS;

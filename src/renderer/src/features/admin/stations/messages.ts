// Texts of the Stations screen. Code says install (the spec's word); screens say station
// (docs/glossary.md).
import { DESKTOP_PRODUCT_NAME, PRODUCT_NAME } from '@shared/product';

export const STATION_MESSAGES = {
  tableLabel: 'Stations',
  name: 'Name',
  registeredBy: 'Registered by',
  registeredAt: 'Registered',
  lastSeen: 'Last seen',
  reader: 'Fingerprint reader',
  status: 'Status',
  readerAttached: 'Attached',
  noReader: 'None',
  never: 'Never',
  formerAdmin: 'A deleted account',
  active: 'Active',
  revoked: 'Revoked',
  revokedOn: (date: string) => `Revoked ${date}`,
  statusFilter: 'Status',
  empty: `No stations yet. Register one by signing into ${DESKTOP_PRODUCT_NAME} on it.`,
  rename: 'Rename',
  revoke: 'Revoke',
  renameTitle: 'Rename station',
  nameLabel: 'Station name',
  nameDescription: 'Staff and administrators see this name, e.g. Front counter.',
  cancel: 'Cancel',
  renameButtons: { cancel: 'Cancel', submit: 'Save' },
  renamed: (name: string) => `The station is now called ${name}.`,
  revokeDialog: {
    title: 'Revoke this station?',
    close: 'Cancel',
    question: (name: string) => `Revoke ${name}?`,
    consequences:
      'Anyone signed in there is signed out at once, and the station returns to its check-in screen. To use it again, an administrator registers it anew.',
    keep: 'Keep it',
    confirm: 'Revoke station',
    failed: 'The station was not revoked',
    done: (name: string) => `${name} was revoked.`,
  },
  failedTitle: 'That did not work',
  registerTitle: 'Register a new station',
  registerSteps: [
    `Install ${DESKTOP_PRODUCT_NAME} on the till or counter computer, and attach its fingerprint reader if it has one.`,
    `Open ${DESKTOP_PRODUCT_NAME}. On the check-in screen, choose 'Sign into ${PRODUCT_NAME}'.`,
    'In the window that opens, sign in as an administrator of this tenant, name the station and choose Register station.',
  ],
  registerAfter:
    'The station then appears here, and staff sign in there with their username and PIN or a fingerprint.',
} as const;

// What an app answers when one of its reference lists may not be read (403 forbidden); the web
// app treats that answer as an empty cache.
import type { ReferenceListApp } from '@shared/reference-lists/reference-lists';

/** The apps' names as the launcher shows them (spec §2). */
export const APP_NAMES = {
  forms: 'Forms',
  inventory: 'Inventory',
  sales: 'Sales',
  talk: 'Talk',
} as const satisfies Record<ReferenceListApp, string>;

export type ListApp = ReferenceListApp;

export const REFERENCE_LIST_MESSAGES = {
  appNotInTenant: (app: ListApp) => `This tenant does not have the ${APP_NAMES[app]} app.`,
  notAnAdmin: 'Only an administrator of this tenant may read this list.',
  noPermission: (app: ListApp) =>
    `You don't have permission to use ${APP_NAMES[app]} in this tenant.`,
} as const;

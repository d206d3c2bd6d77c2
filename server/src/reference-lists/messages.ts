// What an app answers when one of its reference lists may not be read (403 forbidden); the web
// app treats that answer as an empty cache.

/** The apps' names as the launcher shows them (spec §2). */
export const APP_NAMES = {
  forms: 'Forms',
  inventory: 'Inventory',
  sales: 'Sales',
  talk: 'Talk',
} as const;

export type ListApp = keyof typeof APP_NAMES;

export const REFERENCE_LIST_MESSAGES = {
  appNotInTenant: (app: ListApp) => `This tenant does not have the ${APP_NAMES[app]} app.`,
  noPermission: (app: ListApp) =>
    `You don't have permission to use ${APP_NAMES[app]} in this tenant.`,
} as const;

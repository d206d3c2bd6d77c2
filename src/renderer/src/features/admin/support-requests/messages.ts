// Texts of the Support requests screen (system administrators).
export const SUPPORT_REQUESTS_MESSAGES = {
  tableLabel: 'Support requests',
  when: 'When',
  person: 'From',
  tenant: 'Tenant',
  subject: 'Subject',
  status: 'Status',
  statuses: { open: 'Open', closed: 'Closed' },
  empty: 'No one has asked for support yet.',
  sysAdminsOnly: 'Only system administrators can read support requests',
  sysAdminsOnlyDetail:
    'Support requests come from every tenant, so they are kept for the support team.',
  detailClose: 'Close the support request',
  description: 'Description',
  page: 'Page',
  sessionId: 'Session id',
  browser: 'Browser',
  unknownBrowser: 'Not known',
  loadFailed: 'The support request could not be loaded.',
} as const;

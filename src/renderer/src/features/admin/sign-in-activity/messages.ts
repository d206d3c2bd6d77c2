// Texts of the Sign-in activity screen; method and result names are the contract's, shared with
// the CSV export.
export const SIGN_IN_ACTIVITY_MESSAGES = {
  tableLabel: 'Sign-in attempts',
  when: 'When',
  person: 'Person',
  method: 'Method',
  where: 'Where',
  result: 'Result',
  ip: 'IP address',
  browser: 'Browser',
  unknownPerson: 'Not recognised',
  typed: (text: string) => `Typed: ${text}`,
  searchLabel: 'Person',
  searchPlaceholder: 'Name, e-mail or username',
  stationFilter: 'Station',
  from: 'From',
  to: 'To',
  download: 'Download CSV',
  downloadFailed: 'The export could not be downloaded.',
  empty: 'No sign-in attempts yet.',
  fileName: (day: string) => `sign-in-activity-${day}.csv`,
} as const;

// Where the terms of use and the privacy policy live; the login page links to them and the
// route table serves them.
export const LEGAL_PATHS = {
  terms: '/legal/terms',
  privacy: '/legal/privacy',
} as const;

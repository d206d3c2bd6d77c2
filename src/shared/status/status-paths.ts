// Where the platform status lives, on its own (no schemas), for the runtime configuration the web
// app parses at start.

/** The human status page (runtime config `status.pageUrl`). */
export const STATUS_PAGE_PATH = '/status';
/** The Cachet API root (runtime config `status.apiUrl`); the paths below are relative to it. */
export const STATUS_API_PREFIX = '/status/api';

// Where realtime's channel authorisation lives, on its own (no schemas), for the runtime
// configuration the web app parses at start.

/** Paths under the auth family (API_FAMILY_PREFIXES.auth). */
export const REALTIME_PATHS = {
  /** Channel authorisation: pusher-js's `channelAuthorization.endpoint`. */
  channelAuthorization: '/realtime/auth',
} as const;

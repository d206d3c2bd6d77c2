// Header names every API request carries (spec §7). The spec leaves the names open; these are
// the decision, used by the web app's client and enforced by the reference server.
export const API_HEADERS = {
  authorization: 'Authorization',
  tenantId: 'X-Zyno-Tenant-Id',
  masqueradeTenantId: 'X-Zyno-Masquerade-Tenant-Id',
  masqueradeUserId: 'X-Zyno-Masquerade-User-Id',
  replaySessionId: 'X-Zyno-Replay-Session-Id',
  realtimeSocketId: 'X-Zyno-Socket-Id',
  /**
   * On writes that move money or come from an offline queue (design suite-apps.md): the server
   * keeps the first answer for the key and returns it again for a repeat.
   */
  idempotencyKey: 'Idempotency-Key',
} as const;

export function bearer(token: string): string {
  return `Bearer ${token}`;
}

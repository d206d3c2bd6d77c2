// Whose privileges each connection's channel subscriptions rest on. Channel authorisation records
// the account a request acted as and the person signed in; when one of those accounts changes,
// the connections resting on it are sent back through channel authorisation. An authorisation
// that read privileges before a change but is recorded after it is stale and counts as changed.

/** How long a change is remembered, for authorisations that started before it and end after. */
const CHANGE_MEMORY_MS = 60_000;

export class ChannelGrants {
  private readonly accountsBySocket = new Map<string, Set<string>>();
  private readonly socketsByAccount = new Map<string, Set<string>>();
  private readonly changedAt = new Map<string, number>();

  /** A monotonic clock in milliseconds: a wall clock set back must not make a change look old. */
  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Taken when an authorisation request starts, before it reads any privileges. */
  mark(): number {
    return this.now();
  }

  /**
   * Records that the socket's subscriptions rest on the accounts' privileges as read after `mark`.
   * False, recording nothing, when that reading may be stale (an account changed at or after the
   * mark, or the mark is older than the changes remembered): the socket must authorise again.
   */
  record(socketId: string, accountIds: readonly string[], mark: number): boolean {
    if (this.isStale(accountIds, mark)) return false;
    const accounts = this.accountsBySocket.get(socketId) ?? new Set();
    this.accountsBySocket.set(socketId, accounts);
    for (const accountId of accountIds) {
      accounts.add(accountId);
      const sockets = this.socketsByAccount.get(accountId) ?? new Set();
      this.socketsByAccount.set(accountId, sockets.add(socketId));
    }
    return true;
  }

  /** Whether privileges read after `mark` may be stale: an account changed since, or long ago. */
  isStale(accountIds: readonly string[], mark: number): boolean {
    if (this.now() - mark >= CHANGE_MEMORY_MS) return true;
    return accountIds.some((accountId) => (this.changedAt.get(accountId) ?? -Infinity) >= mark);
  }

  /** The accounts' privileges changed: the sockets that rested on them, now forgotten here. */
  changed(accountIds: readonly string[]): string[] {
    const now = this.now();
    for (const [accountId, at] of this.changedAt) {
      if (now - at >= CHANGE_MEMORY_MS) this.changedAt.delete(accountId);
    }
    const sockets = new Set<string>();
    for (const accountId of accountIds) {
      this.changedAt.set(accountId, now);
      for (const socketId of this.socketsByAccount.get(accountId) ?? []) sockets.add(socketId);
    }
    for (const socketId of sockets) this.forget(socketId);
    return [...sockets];
  }

  /** The connection closed (or is being sent to authorise again). */
  forget(socketId: string): void {
    for (const accountId of this.accountsBySocket.get(socketId) ?? []) {
      const sockets = this.socketsByAccount.get(accountId);
      sockets?.delete(socketId);
      if (sockets?.size === 0) this.socketsByAccount.delete(accountId);
    }
    this.accountsBySocket.delete(socketId);
  }
}

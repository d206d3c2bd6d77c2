// How many realtime connections each client address holds open, against a ceiling, so one
// client cannot take every socket the process can keep. Counted in this process only.

/** Concurrent connections one address may hold (RealtimeServerOptions overrides it). */
export const MAX_CONNECTIONS_PER_ADDRESS = 50;

export class ConnectionsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts one more connection for the address, or returns false when it holds `max` already. */
  tryOpen(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.max) return false;
    this.open.set(address, count + 1);
    return true;
  }

  /** One of the address's connections closed. */
  closed(address: string): void {
    const count = this.open.get(address) ?? 0;
    if (count <= 1) this.open.delete(address);
    else this.open.set(address, count - 1);
  }
}

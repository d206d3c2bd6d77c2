// The station's own IndexedDB database: its sale queue, receipt series, cached catalogue and
// parked carts. One database per tenant and station (install, or this browser), never per
// account, so nothing here is cleared by a sign-out, a staff change, a crash or a restart.
import type { Catalogue } from '@shared/sales/catalogue';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** Bumped with each change of the stores below; `upgrade` creates what an older version lacks. */
const DATABASE_VERSION = 1;

/** What the stores hold is parsed with zod on every read (see each store's module). */
export interface StationSchema extends DBSchema {
  /** The sale queue, in the order the sales were rung up (`seq` grows). */
  sales: { key: number; value: unknown };
  /** A receipt series per location: `{ prefix, nextNumber }` under the location id. */
  receiptSeries: { key: string; value: unknown };
  /** One row under `current`: the last catalogue the station downloaded. */
  catalogue: { key: string; value: unknown };
  /** Carts parked at this station, by cart id. */
  parkedCarts: { key: string; value: unknown };
  /** Sales a manager wrote off, by sale id: kept so every reserved receipt number is accounted for. */
  writtenOff: { key: string; value: unknown };
}

export interface OfflineRules {
  limits: Catalogue['offlineLimits'];
  currency: string;
}

export type StationDatabase = IDBPDatabase<StationSchema>;

/** Which station's data: a tenant and a station id (the install id, or `browser:{browserId}`). */
export interface StationScope {
  tenantId: string;
  stationId: string;
}

export interface StationStorage {
  readonly scope: StationScope;
  readonly db: StationDatabase;
  /** The cached catalogue's offline limits and currency, in memory for the till's quick questions. */
  offlineRules: OfflineRules | null;
  close(): void;
}

/**
 * The database's name: `zyno.station/{tenantId}/{stationId}`. Where it lives: the origin's
 * IndexedDB (Zyno Desktop's profile in its user-data folder, kept across reinstall). Cleared:
 * never by the app; a sale leaves the queue once the server has it.
 */
export function stationDatabaseName(scope: StationScope): string {
  return `zyno.station/${scope.tenantId}/${scope.stationId}`;
}

/** The station id of a browser without an install: the browser's own never-cleared id. */
export function browserStationId(browserId: string): string {
  return `browser:${browserId}`;
}

/** Opens (creating on first use) the station's database in this origin's IndexedDB. */
export async function openStationStorage(scope: StationScope): Promise<StationStorage> {
  const db = await openDB<StationSchema>(stationDatabaseName(scope), DATABASE_VERSION, {
    upgrade(database) {
      database.createObjectStore('sales', { autoIncrement: true });
      database.createObjectStore('receiptSeries');
      database.createObjectStore('catalogue');
      database.createObjectStore('parkedCarts');
      database.createObjectStore('writtenOff');
    },
  });
  return {
    scope,
    db,
    offlineRules: null,
    close: () => {
      db.close();
    },
  };
}

/**
 * Whether this origin holds the station's database with sales in its queue (waiting or refused),
 * found without creating the database where there is none.
 */
export async function stationHasQueue(scope: StationScope): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
  const name = stationDatabaseName(scope);
  const existing = await indexedDB.databases();
  if (!existing.some((database) => database.name === name)) return false;
  const storage = await openStationStorage(scope);
  try {
    return (await storage.db.count('sales')) > 0;
  } finally {
    storage.close();
  }
}

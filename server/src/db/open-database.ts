// Chooses the database engine: a PostgreSQL server when a URL is given, else embedded PGlite.
import type { Database } from './database';
import { IN_MEMORY, openPgliteDatabase } from './pglite';
import { openPostgresDatabase } from './postgres';

export interface DatabaseLocation {
  /** A PostgreSQL connection URL; wins over `dataDir`. */
  databaseUrl?: string;
  /** The embedded database's directory; without it (and without a URL) the data lives in memory. */
  dataDir?: string;
}

export function openDatabase({ databaseUrl, dataDir }: DatabaseLocation): Promise<Database> {
  if (databaseUrl !== undefined) return openPostgresDatabase(databaseUrl);
  return openPgliteDatabase(dataDir ?? IN_MEMORY);
}

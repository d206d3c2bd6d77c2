// The two ways `cli.ts incident …` reaches the incidents, behind one interface: straight to the
// database, or through the status admin API of the running server that holds the embedded
// database. connectIncidentDesk picks one from the server's own settings and says plainly
// when neither works.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { apiErrorBodySchema } from '@shared/api-error';
import { buildPath } from '@shared/paths';
import {
  CACHET_TOKEN_HEADER,
  cachetIncidentListSchema,
  cachetIncidentResponseSchema,
  STATUS_API_PATHS,
  STATUS_API_PREFIX,
  type CachetIncident,
  type incidentUpdateRequestSchema,
  type openIncidentRequestSchema,
} from '@shared/status/platform-status';
import type { Database } from '../db/database';
import { applyMigrations } from '../db/migrate';
import { openDatabase, type DatabaseLocation } from '../db/open-database';
import { toCachetIncident } from './cachet-format';
import { addIncidentUpdate, findIncident, listIncidents, openIncident } from './incident-store';
import {
  isProcessRunning,
  readStatusAdminFile,
  statusAdminFilePath,
  type StatusAdminFile,
} from './status-admin-file';

export type OpenIncidentInput = z.output<typeof openIncidentRequestSchema>;
export type IncidentUpdateInput = z.output<typeof incidentUpdateRequestSchema>;

export interface IncidentDesk {
  /** How the desk reaches the incidents, for messages. */
  readonly via: string;
  open(input: OpenIncidentInput): Promise<CachetIncident>;
  find(id: number): Promise<CachetIncident | null>;
  /** The incident after the update; null when there is no such incident. */
  addUpdate(id: number, input: IncidentUpdateInput): Promise<CachetIncident | null>;
  /** The newest incidents first. */
  list(limit: number): Promise<{ total: number; incidents: CachetIncident[] }>;
  close(): Promise<void>;
}

/** A problem to tell the user as it is (no stack trace). */
export class IncidentDeskError extends Error {
  override name = 'IncidentDeskError';
}

export function databaseDesk(database: Database, via: string): IncidentDesk {
  const find = async (id: number) => {
    const incident = await findIncident(database, id);
    return incident === null ? null : toCachetIncident(incident);
  };
  return {
    via,
    open: async (input) => toCachetIncident(await openIncident(database, input)),
    find,
    async addUpdate(id, input) {
      const update = await addIncidentUpdate(database, id, input);
      return update === null ? null : find(id);
    },
    async list(limit) {
      const page = await listIncidents(database, {
        sort: 'id',
        order: 'desc',
        per_page: limit,
        page: 1,
      });
      return { total: page.total, incidents: page.incidents.map(toCachetIncident) };
    },
    close: () => database.close(),
  };
}

/** The status API of a running server, with the token from its status admin file. */
export function serverDesk(
  access: StatusAdminFile & { url: string },
  dataDir: string,
): IncidentDesk {
  const base = `${access.url}${STATUS_API_PREFIX}`;
  const incidentPath = (id: number) => buildPath(STATUS_API_PATHS.incident, { id });

  async function call(path: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          [CACHET_TOKEN_HEADER]: access.token ?? '',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new IncidentDeskError(
        `The Zyno server (process ${access.pid}) that holds the embedded database in ${dataDir} ` +
          `does not answer at ${access.url}. If no Zyno server is running, delete ` +
          `${statusAdminFilePath(dataDir)} and try again.`,
      );
    }
  }

  /** The answer's JSON; null for 404; an IncidentDeskError with the server's message otherwise. */
  async function answer(response: Response): Promise<unknown> {
    if (response.ok) return response.json();
    if (response.status === 404) return null;
    if (response.status === 401) {
      throw new IncidentDeskError(
        `The server at ${access.url} did not accept the token in ${statusAdminFilePath(dataDir)}. ` +
          'Restart the server so that it writes the file again.',
      );
    }
    const error = apiErrorBodySchema.safeParse(await response.json().catch(() => null));
    throw new IncidentDeskError(
      error.success
        ? error.data.error.message
        : `The server at ${access.url} answered ${response.status}.`,
    );
  }

  const find = async (id: number) => {
    const body = await answer(await call(incidentPath(id)));
    return body === null ? null : cachetIncidentResponseSchema.parse(body).data;
  };
  return {
    via: `the server at ${access.url}`,
    async open(input) {
      const body = await answer(await call(STATUS_API_PATHS.incidents, input));
      return cachetIncidentResponseSchema.parse(body).data;
    },
    find,
    async addUpdate(id, input) {
      const path = buildPath(STATUS_API_PATHS.incidentUpdates, { id });
      const body = await answer(await call(path, input));
      return body === null ? null : find(id);
    },
    async list(limit) {
      const query = new URLSearchParams({ sort: 'id', order: 'desc', per_page: String(limit) });
      const body = cachetIncidentListSchema.parse(
        await answer(await call(`${STATUS_API_PATHS.incidents}?${query.toString()}`)),
      );
      return { total: body.meta.pagination.total, incidents: body.data };
    },
    close: () => Promise.resolve(),
  };
}

/**
 * PostgreSQL: always the database (it takes many clients). Embedded database: the running
 * server's API when its status admin file names a live process, else the data directory itself.
 */
export async function connectIncidentDesk(location: DatabaseLocation): Promise<IncidentDesk> {
  if (location.databaseUrl !== undefined) {
    return openMigrated(
      location,
      'the PostgreSQL database at DATABASE_URL',
      () => 'Cannot reach the PostgreSQL server at DATABASE_URL',
    );
  }
  const dataDir = location.dataDir;
  if (dataDir === undefined) throw new IncidentDeskError('No database is configured.');
  const access = readStatusAdminFile(dataDir);
  if (access !== null && access.pid !== process.pid && isProcessRunning(access.pid)) {
    if (access.url === null || access.token === null) {
      throw new IncidentDeskError(
        `The Zyno server (process ${access.pid}) using ${dataDir} is still starting. Try again in a moment.`,
      );
    }
    return serverDesk({ ...access, url: access.url }, dataDir);
  }
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new IncidentDeskError(
      `There is no Zyno database in ${dataDir}. Start the server once (npm run server), or set ` +
        "ZYNO_DATA_DIR or DATABASE_URL to the server's database.",
    );
  }
  return openMigrated(
    location,
    `the embedded database in ${dataDir}`,
    () => `Cannot open the embedded database in ${dataDir}`,
  );
}

async function openMigrated(
  location: DatabaseLocation,
  via: string,
  failure: () => string,
): Promise<IncidentDesk> {
  let database: Database;
  try {
    database = await openDatabase(location);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new IncidentDeskError(`${failure()}: ${reason}`);
  }
  try {
    await applyMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return databaseDesk(database, via);
}

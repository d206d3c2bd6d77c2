// Platform incidents in the database (platform_incidents, platform_incident_updates): reading
// them for the feed and the status page, opening one, and adding status updates.
import {
  INCIDENT_STATUS,
  type IncidentListQuery,
  type IncidentStatus,
} from '@shared/status/platform-status';
import type { Database, Queryable } from '../db/database';

export interface IncidentUpdate {
  id: number;
  incidentId: number;
  status: IncidentStatus;
  message: string;
  createdAt: Date;
}

export interface Incident {
  id: number;
  name: string;
  /** The message posted when the incident was opened. */
  message: string;
  status: IncidentStatus;
  createdAt: Date;
  updatedAt: Date;
  /** Newest first. */
  updates: IncidentUpdate[];
}

interface IncidentRow {
  id: number;
  name: string;
  message: string;
  status: number;
  created_at: Date;
  updated_at: Date;
}

interface UpdateRow {
  id: number;
  incident_id: number;
  status: number;
  message: string;
  created_at: Date;
}

const INCIDENT_COLUMNS = 'id, name, message, status, created_at, updated_at';
const UPDATE_COLUMNS = 'id, incident_id, status, message, created_at';

/** Only these columns can be sorted on; the query's `sort` picks one by name. */
const SORT_COLUMNS: Readonly<Record<IncidentListQuery['sort'], string>> = {
  id: 'id',
  created_at: 'created_at',
  status: 'status',
};

/** How long a resolved incident stays on the status page. */
export const RECENTLY_RESOLVED_DAYS = 7;
const RECENTLY_RESOLVED_LIMIT = 10;

function toStatus(value: number): IncidentStatus {
  if (value === 1 || value === 2 || value === 3 || value === 4) return value;
  throw new Error(`Incident status ${value} is not a Cachet status.`);
}

function toUpdate(row: UpdateRow): IncidentUpdate {
  return {
    id: row.id,
    incidentId: row.incident_id,
    status: toStatus(row.status),
    message: row.message,
    createdAt: row.created_at,
  };
}

/** Attaches each incident's updates (newest first), keeping the incidents' order. */
async function withUpdates(db: Queryable, rows: readonly IncidentRow[]): Promise<Incident[]> {
  if (rows.length === 0) return [];
  const updateRows = await db.query<UpdateRow>(
    `SELECT ${UPDATE_COLUMNS} FROM platform_incident_updates
     WHERE incident_id = ANY($1::int[]) ORDER BY id DESC`,
    [rows.map((row) => row.id)],
  );
  const updatesByIncident = new Map<number, IncidentUpdate[]>();
  for (const updateRow of updateRows) {
    const list = updatesByIncident.get(updateRow.incident_id) ?? [];
    list.push(toUpdate(updateRow));
    updatesByIncident.set(updateRow.incident_id, list);
  }
  return rows.map((row) => toIncident(row, updatesByIncident.get(row.id) ?? []));
}

function toIncident(row: IncidentRow, updates: IncidentUpdate[]): Incident {
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    status: toStatus(row.status),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updates,
  };
}

export interface IncidentPage {
  total: number;
  incidents: Incident[];
}

/** One page of incidents in the order asked for; ties are broken by id in the same direction. */
export async function listIncidents(
  db: Queryable,
  query: Pick<IncidentListQuery, 'sort' | 'order' | 'per_page' | 'page'>,
): Promise<IncidentPage> {
  const direction = query.order === 'desc' ? 'DESC' : 'ASC';
  const column = SORT_COLUMNS[query.sort];
  const [counted] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM platform_incidents',
  );
  const rows = await db.query<IncidentRow>(
    `SELECT ${INCIDENT_COLUMNS} FROM platform_incidents
     ORDER BY ${column} ${direction}, id ${direction} LIMIT $1 OFFSET $2`,
    [query.per_page, (query.page - 1) * query.per_page],
  );
  return { total: counted?.total ?? 0, incidents: await withUpdates(db, rows) };
}

export async function findIncident(db: Queryable, id: number): Promise<Incident | null> {
  const rows = await db.query<IncidentRow>(
    `SELECT ${INCIDENT_COLUMNS} FROM platform_incidents WHERE id = $1`,
    [id],
  );
  const [incident] = await withUpdates(db, rows);
  return incident ?? null;
}

/** What the status page shows: open incidents and those resolved in the last few days. */
export async function statusPageIncidents(
  db: Queryable,
): Promise<{ open: Incident[]; recentlyResolved: Incident[] }> {
  const open = await db.query<IncidentRow>(
    `SELECT ${INCIDENT_COLUMNS} FROM platform_incidents WHERE status <> $1 ORDER BY id DESC`,
    [INCIDENT_STATUS.fixed],
  );
  const resolved = await db.query<IncidentRow>(
    `SELECT ${INCIDENT_COLUMNS} FROM platform_incidents
     WHERE status = $1 AND updated_at > now() - make_interval(days => $2)
     ORDER BY updated_at DESC, id DESC LIMIT $3`,
    [INCIDENT_STATUS.fixed, RECENTLY_RESOLVED_DAYS, RECENTLY_RESOLVED_LIMIT],
  );
  return { open: await withUpdates(db, open), recentlyResolved: await withUpdates(db, resolved) };
}

export async function openIncident(
  db: Queryable,
  input: { name: string; message: string; status: IncidentStatus },
): Promise<Incident> {
  const [row] = await db.query<IncidentRow>(
    `INSERT INTO platform_incidents (name, message, status) VALUES ($1, $2, $3)
     RETURNING ${INCIDENT_COLUMNS}`,
    [input.name, input.message, input.status],
  );
  if (row === undefined) throw new Error('The incident was not stored.');
  return toIncident(row, []);
}

/**
 * Records a status change of an incident as an update and moves the incident to that status
 * (4 resolves it), in one transaction. Null when there is no such incident.
 */
export async function addIncidentUpdate(
  database: Database,
  incidentId: number,
  input: { status: IncidentStatus; message: string },
): Promise<IncidentUpdate | null> {
  return database.transaction(async (tx) => {
    const changed = await tx.query(
      'UPDATE platform_incidents SET status = $2, updated_at = now() WHERE id = $1 RETURNING id',
      [incidentId, input.status],
    );
    if (changed.length === 0) return null;
    const [row] = await tx.query<UpdateRow>(
      `INSERT INTO platform_incident_updates (incident_id, status, message) VALUES ($1, $2, $3)
       RETURNING ${UPDATE_COLUMNS}`,
      [incidentId, input.status, input.message],
    );
    if (row === undefined) throw new Error('The incident update was not stored.');
    return toUpdate(row);
  });
}

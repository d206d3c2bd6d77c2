// Incidents as the Cachet 2.x API writes them: snake_case fields, human statuses, the fields
// this server has no use for at Cachet's defaults, and dates as 'YYYY-MM-DD HH:mm:ss' in UTC.
import {
  humanStatus,
  type CachetIncident,
  type CachetIncidentUpdate,
} from '@shared/status/platform-status';
import type { Incident, IncidentUpdate } from './incident-store';

export function cachetDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export function toCachetIncidentUpdate(update: IncidentUpdate): CachetIncidentUpdate {
  const at = cachetDate(update.createdAt);
  return {
    id: update.id,
    incident_id: update.incidentId,
    status: update.status,
    human_status: humanStatus(update.status),
    message: update.message,
    created_at: at,
    updated_at: at,
  };
}

export function toCachetIncident(incident: Incident): CachetIncident {
  return {
    id: incident.id,
    component_id: 0,
    name: incident.name,
    status: incident.status,
    human_status: humanStatus(incident.status),
    message: incident.message,
    visible: 1,
    stickied: false,
    occurred_at: cachetDate(incident.createdAt),
    created_at: cachetDate(incident.createdAt),
    updated_at: cachetDate(incident.updatedAt),
    deleted_at: null,
    updates: incident.updates.map(toCachetIncidentUpdate),
  };
}

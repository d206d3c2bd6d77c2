// What the incident icon shows (spec §4 "Platform status icon"), from the feed and the last
// acknowledged marker:
// - unreachable (or a malformed answer): a warning;
// - any incident not 'Fixed': the open look, bouncing while its newest change is unacknowledged;
// - incidents, all 'Fixed': the resolved look until the user dismisses it;
// - no incidents at all, or all resolved and dismissed: no icon — there is nothing to report.
import { RESOLVED_HUMAN_STATUS } from '@shared/status/platform-status';
import type { FeedIncident } from './platform-status-feed';

export type PlatformStatusState =
  | { kind: 'hidden' }
  | { kind: 'unreachable' }
  | { kind: 'open'; marker: string; bouncing: boolean }
  | { kind: 'resolved'; marker: string };

/**
 * Names the newest change in the feed: the highest incident id with the highest update id. A
 * new incident (which has no update yet) and a new update each change it, so either one makes
 * the icon bounce again after an acknowledgement.
 */
export function newestChangeMarker(incidents: readonly FeedIncident[]): string {
  let incidentId = 0;
  let updateId = 0;
  for (const incident of incidents) {
    incidentId = Math.max(incidentId, incident.id);
    for (const update of incident.updates) updateId = Math.max(updateId, update.id);
  }
  return `${incidentId}.${updateId}`;
}

export function platformStatusState(
  feed: { status: 'pending' } | { status: 'error' } | { status: 'success'; data: FeedIncident[] },
  acknowledged: string | null,
): PlatformStatusState {
  if (feed.status === 'pending') return { kind: 'hidden' };
  if (feed.status === 'error') return { kind: 'unreachable' };
  if (feed.data.length === 0) return { kind: 'hidden' };
  const marker = newestChangeMarker(feed.data);
  const open = feed.data.some((incident) => incident.human_status !== RESOLVED_HUMAN_STATUS);
  if (open) return { kind: 'open', marker, bouncing: marker !== acknowledged };
  return marker === acknowledged ? { kind: 'hidden' } : { kind: 'resolved', marker };
}

// The origins session replay connects to, for the Content-Security-Policies that must allow them
// (the reference server's for the web app, Zyno Desktop's for its app:// pages): the tracker posts
// to its ingest, and assist's socket reaches the same host over a websocket (wss for https).
import { isPolicySafeOrigin } from '../security/policy-origins';

/** The ingest's origin and its websocket twin; none when off or not writable into a policy. */
export function replayIngestOrigins(ingestPoint: string | null): string[] {
  if (ingestPoint === null || !URL.canParse(ingestPoint)) return [];
  const ingest = new URL(ingestPoint);
  if (ingest.protocol !== 'https:' && ingest.protocol !== 'http:') return [];
  const socket = `${ingest.protocol === 'https:' ? 'wss:' : 'ws:'}//${ingest.host}`;
  const origins = [ingest.origin, socket];
  return origins.every(isPolicySafeOrigin) ? origins : [];
}

// The /config.json that app:// pages read at start. Pages live at app://zyno but the API families,
// realtime and status feed stay on the server, so the server's own /config.json is fetched,
// parsed and checked against what the Content Security Policy lets pages reach: a configuration
// the station could not use is a clear start-up error, not a page full of blocked requests.
import {
  RUNTIME_CONFIG_PATH,
  runtimeConfigSchema,
  type RuntimeConfig,
  type RuntimeConfigResult,
} from '@shared/runtime-config';
import { replayIngestOrigins } from '@shared/session-replay/ingest-origins';
import { connectableOrigins } from './content-security-policy';

export interface AppRuntimeConfigOptions {
  serverOrigin: string;
  /** Zyno Desktop: net.fetch (the system's proxy and certificates); tests: a fake. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  warn: (message: string) => void;
  /**
   * Zyno Desktop's own DSN: its pages report through the main process, so they report exactly
   * when main does, whatever the server's configuration says.
   */
  errorReportingDsn?: string | null;
}

export async function loadAppRuntimeConfig({
  serverOrigin,
  fetch,
  warn,
  errorReportingDsn = null,
}: AppRuntimeConfigOptions): Promise<RuntimeConfigResult> {
  const url = new URL(RUNTIME_CONFIG_PATH, serverOrigin).href;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' },
    });
  } catch {
    return { ok: false, reason: `The server's ${url} could not be reached.` };
  }
  if (!response.ok) {
    return { ok: false, reason: `The server's ${url} answered with status ${response.status}.` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, reason: `The server's ${url} is not JSON.` };
  }
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)');
    return { ok: false, reason: `The server's ${url} is invalid at ${fields.join(', ')}.` };
  }
  return withinPolicy(
    { ...parsed.data, errorReporting: { dsn: errorReportingDsn } },
    serverOrigin,
    warn,
  );
}

function withinPolicy(
  config: RuntimeConfig,
  serverOrigin: string,
  warn: (message: string) => void,
): RuntimeConfigResult {
  const [http = '', realtime = ''] = connectableOrigins(serverOrigin);
  const websocket = `${config.realtime.forceTLS ? 'wss:' : 'ws:'}//${config.realtime.wsHost}:${config.realtime.wsPort}`;
  const required: [string, string][] = [
    ['api.auth', config.api.auth],
    ['api.suite', config.api.suite],
    ['api.talk', config.api.talk],
    ['realtime.channelAuthorizationEndpoint', config.realtime.channelAuthorizationEndpoint],
    ['status.apiUrl', config.status.apiUrl],
  ];
  for (const [field, value] of required) {
    if (originOf(value) !== http) {
      return { ok: false, reason: `${field} (${value}) is not on the server ${http}.` };
    }
  }
  if (originOf(websocket) !== originOf(realtime)) {
    return { ok: false, reason: `realtime (${websocket}) is not on the server ${realtime}.` };
  }

  // Images from elsewhere and the support desk's remote script are blocked by the policy: the app
  // falls back to initials and no widget rather than failing requests.
  const onServer = (value: string | null) => value === null || originOf(value) === http;
  const avatars = {
    contentUrl: onServer(config.avatars.contentUrl) ? config.avatars.contentUrl : null,
    emailHashUrl: onServer(config.avatars.emailHashUrl) ? config.avatars.emailHashUrl : null,
  };
  if (avatars.contentUrl !== config.avatars.contentUrl) {
    warn('Avatar images outside the server are not shown in Zyno Desktop.');
  }
  if (avatars.emailHashUrl !== config.avatars.emailHashUrl) {
    warn('E-mail-hash avatar images are not shown in Zyno Desktop.');
  }
  if (config.support.widgetId !== null) {
    warn('The support desk widget (a remote script) is not loaded in Zyno Desktop.');
  }
  // The page's policy allows the replay ingest (content-security-policy.ts) only when its origin
  // can be written into it; otherwise replay stays off rather than failing every request.
  const { ingestPoint } = config.sessionReplay;
  const replayAllowed = ingestPoint === null || replayIngestOrigins(ingestPoint).length > 0;
  if (!replayAllowed) {
    warn(`Session replay's ingest ${ingestPoint} cannot be allowed: replay is off.`);
  }
  const sessionReplay = replayAllowed
    ? config.sessionReplay
    : { projectKey: null, ingestPoint: null };
  return { ok: true, config: { ...config, avatars, support: { widgetId: null }, sessionReplay } };
}

/** scheme://host:port with default ports dropped, for http(s) and ws(s) alike. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return undefined;
  }
}

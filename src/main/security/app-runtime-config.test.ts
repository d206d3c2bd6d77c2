import { describe, expect, it } from 'vitest';
import { runtimeConfigForOrigin, type RuntimeConfig } from '@shared/runtime-config';
import { loadAppRuntimeConfig } from './app-runtime-config';

const SERVER = 'http://127.0.0.1:4000';
const CONFIG = runtimeConfigForOrigin(SERVER, 'zyno-local');

function load(answer: () => Promise<Response>) {
  const requested: string[] = [];
  const warnings: string[] = [];
  const result = loadAppRuntimeConfig({
    serverOrigin: SERVER,
    fetch: (url) => {
      requested.push(url);
      return answer();
    },
    warn: (message) => warnings.push(message),
  });
  return { result, requested, warnings };
}

const serving = (config: unknown) => () => Promise.resolve(Response.json(config));

describe('loadAppRuntimeConfig', () => {
  it('passes on the server’s configuration, whose API families stay on the server', async () => {
    const { result, requested, warnings } = load(serving(CONFIG));
    expect(await result).toEqual({ ok: true, config: CONFIG });
    expect(requested).toEqual(['http://127.0.0.1:4000/config.json']);
    expect(warnings).toEqual([]);
  });

  it("reports errors exactly when Zyno Desktop's main process does, whatever the server says", async () => {
    const dsn = 'https://public-key@errors.example.com/42';
    const fromServer = { ...CONFIG, errorReporting: { dsn } };
    expect(await load(serving(fromServer)).result).toEqual({ ok: true, config: CONFIG });
    const result = await loadAppRuntimeConfig({
      serverOrigin: SERVER,
      fetch: serving(CONFIG),
      warn: () => undefined,
      errorReportingDsn: 'http://key@127.0.0.1:9/1',
    });
    expect(result).toEqual({
      ok: true,
      config: { ...CONFIG, errorReporting: { dsn: 'http://key@127.0.0.1:9/1' } },
    });
  });

  it('works for an https server with realtime on wss', async () => {
    const config = runtimeConfigForOrigin('https://zyno.example', 'k');
    const result = await loadAppRuntimeConfig({
      serverOrigin: 'https://zyno.example',
      fetch: serving(config),
      warn: () => undefined,
    });
    expect(result).toEqual({ ok: true, config });
  });

  it('reports an unreachable server, an error status and a body that is not JSON', async () => {
    expect(
      await load(() => Promise.reject(new TypeError('net::ERR_CONNECTION_REFUSED'))).result,
    ).toEqual({
      ok: false,
      reason: "The server's http://127.0.0.1:4000/config.json could not be reached.",
    });
    expect(await load(() => Promise.resolve(new Response('', { status: 503 }))).result).toEqual({
      ok: false,
      reason: "The server's http://127.0.0.1:4000/config.json answered with status 503.",
    });
    expect(await load(() => Promise.resolve(new Response('<html>'))).result).toEqual({
      ok: false,
      reason: "The server's http://127.0.0.1:4000/config.json is not JSON.",
    });
  });

  it('names the invalid fields', async () => {
    const { result } = load(serving({ ...CONFIG, api: { auth: 'nope' } }));
    const answer = await result;
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.reason).toContain('api.auth');
  });

  it('refuses API families or realtime the Content Security Policy would block', async () => {
    const elsewhere: RuntimeConfig = {
      ...CONFIG,
      api: { ...CONFIG.api, suite: 'https://suite.example/api/suite' },
    };
    expect(await load(serving(elsewhere)).result).toEqual({
      ok: false,
      reason:
        'api.suite (https://suite.example/api/suite) is not on the server http://127.0.0.1:4000.',
    });
    const otherSocket: RuntimeConfig = {
      ...CONFIG,
      realtime: { ...CONFIG.realtime, wsHost: 'push.example' },
    };
    const answer = await load(serving(otherSocket)).result;
    expect(!answer.ok && answer.reason).toContain('realtime (ws://push.example:4000)');
  });

  it('passes session replay on, and turns it off, with a warning, when its ingest cannot be allowed', async () => {
    const sessionReplay = { projectKey: 'zyno', ingestPoint: 'https://replay.example/ingest' };
    const on = load(serving({ ...CONFIG, sessionReplay }));
    expect(await on.result).toEqual({ ok: true, config: { ...CONFIG, sessionReplay } });
    expect(on.warnings).toEqual([]);

    const unwritable = { projectKey: 'zyno', ingestPoint: 'https://evil;script-src/ingest' };
    const off = load(serving({ ...CONFIG, sessionReplay: unwritable }));
    expect(await off.result).toEqual({
      ok: true,
      config: { ...CONFIG, sessionReplay: { projectKey: null, ingestPoint: null } },
    });
    expect(off.warnings).toEqual([
      "Session replay's ingest https://evil;script-src/ingest cannot be allowed: replay is off.",
    ]);
  });

  it('drops images from elsewhere and the remote support widget, with warnings', async () => {
    const { result, warnings } = load(
      serving({
        ...CONFIG,
        support: { widgetId: 'w-1' },
        avatars: {
          contentUrl: 'http://127.0.0.1:4000/avatars',
          emailHashUrl: 'https://gravatar.example/avatar',
        },
      }),
    );
    expect(await result).toEqual({
      ok: true,
      config: {
        ...CONFIG,
        support: { widgetId: null },
        avatars: { contentUrl: 'http://127.0.0.1:4000/avatars', emailHashUrl: null },
      },
    });
    expect(warnings).toHaveLength(2);
  });
});

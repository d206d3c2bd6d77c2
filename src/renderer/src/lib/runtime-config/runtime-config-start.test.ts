// Reading /config.json at start (fetched, then checked): a valid file gives the configuration,
// anything else a reason.
import { runtimeConfigForOrigin } from '@shared/runtime-config';
import { describe, expect, it } from 'vitest';
import { fetchRuntimeConfig } from './fetch-runtime-config';
import { parseRuntimeConfig } from './parse-runtime-config';

/** What the start does: fetch at once, check once the schema is there. */
async function loadRuntimeConfig(origin: string, fetchImpl: typeof globalThis.fetch) {
  return parseRuntimeConfig(await fetchRuntimeConfig(origin, fetchImpl));
}

const ORIGIN = 'http://zyno.test';
const answering = (response: () => Promise<Response>) => () => response();

describe('the runtime configuration at start', () => {
  it('reads and parses the configuration next to the page', async () => {
    const config = runtimeConfigForOrigin(ORIGIN, 'key');
    const requested: string[] = [];

    const result = await loadRuntimeConfig(ORIGIN, (input) => {
      requested.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(Response.json(config));
    });

    expect(result).toEqual({ ok: true, config });
    expect(requested).toEqual([`${ORIGIN}/config.json`]);
  });

  it('names the fields that are missing or invalid', async () => {
    const result = await loadRuntimeConfig(
      ORIGIN,
      answering(() => Promise.resolve(Response.json({ productName: 'Zyno', version: '1' }))),
    );

    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.reason).toContain('api');
  });

  it('reports an error status and an unreachable server', async () => {
    const missing = await loadRuntimeConfig(
      ORIGIN,
      answering(() => Promise.resolve(new Response('', { status: 404 }))),
    );
    const unreachable = await loadRuntimeConfig(
      ORIGIN,
      answering(() => Promise.reject(new TypeError('Failed to fetch'))),
    );

    expect(missing).toEqual({
      ok: false,
      reason: `${ORIGIN}/config.json answered with status 404.`,
    });
    expect(unreachable).toEqual({
      ok: false,
      reason: `${ORIGIN}/config.json could not be reached.`,
    });
  });
});

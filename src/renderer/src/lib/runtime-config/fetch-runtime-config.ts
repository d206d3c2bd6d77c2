// Fetches the runtime configuration (/config.json next to the page) without checking it: a visit
// that starts on the login page asks for it while drawing the page, and checks it with the app's
// core, which brings the schema (parse-runtime-config.ts).
import { RUNTIME_CONFIG_PATH } from '@shared/runtime-config-path';

export type FetchedRuntimeConfig =
  { ok: true; url: string; body: unknown } | { ok: false; reason: string };

export async function fetchRuntimeConfig(
  origin: string,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
): Promise<FetchedRuntimeConfig> {
  const url = new URL(RUNTIME_CONFIG_PATH, origin).href;
  let response: Response;
  try {
    // A plain request, as index.html's <link rel="preload"> makes it, so that its answer is used;
    // the server marks it no-store.
    response = await fetchImpl(url);
  } catch {
    return { ok: false, reason: `${url} could not be reached.` };
  }
  if (!response.ok) return { ok: false, reason: `${url} answered with status ${response.status}.` };
  try {
    return { ok: true, url, body: await response.json() };
  } catch {
    return { ok: false, reason: `${url} is not valid JSON.` };
  }
}

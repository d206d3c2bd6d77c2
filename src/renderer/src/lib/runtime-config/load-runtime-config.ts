// Reads the runtime configuration (/config.json next to the page) that says where the API
// families live; anything missing or malformed is a clear start-up failure, never a guess.
import {
  RUNTIME_CONFIG_PATH,
  runtimeConfigSchema,
  type RuntimeConfigResult,
} from '@shared/runtime-config';

export async function loadRuntimeConfig(
  origin: string,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
): Promise<RuntimeConfigResult> {
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

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, reason: `${url} is not valid JSON.` };
  }
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)');
    return { ok: false, reason: `${url} is missing or has invalid fields: ${fields.join(', ')}.` };
  }
  return { ok: true, config: parsed.data };
}

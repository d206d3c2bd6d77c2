// Checks the runtime configuration (/config.json next to the page, fetch-runtime-config.ts) that
// says where the API families live; anything missing or malformed is a clear start-up failure,
// never a guess.
import { runtimeConfigSchema, type RuntimeConfigResult } from '@shared/runtime-config';
import type { FetchedRuntimeConfig } from './fetch-runtime-config';

/** Checks a fetched configuration against the schema. */
export function parseRuntimeConfig(fetched: FetchedRuntimeConfig): RuntimeConfigResult {
  if (!fetched.ok) return fetched;
  const parsed = runtimeConfigSchema.safeParse(fetched.body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)');
    return {
      ok: false,
      reason: `${fetched.url} is missing or has invalid fields: ${fields.join(', ')}.`,
    };
  }
  return { ok: true, config: parsed.data };
}

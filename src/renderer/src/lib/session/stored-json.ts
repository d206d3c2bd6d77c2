// A JSON entry of client storage read through its schema: what does not parse is removed, so
// nothing unreadable (or edited into another shape) is ever trusted or read again.
import type { z } from 'zod';

export function readStoredJson<Schema extends z.ZodType>(
  storage: Storage,
  key: string,
  schema: Schema,
): z.infer<Schema> | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: removed below, as anything else that does not parse.
  }
  storage.removeItem(key);
  return null;
}

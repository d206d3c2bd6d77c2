// A JSON entry of client storage read through its schema: what does not parse is removed, so
// nothing unreadable (or edited into another shape) is ever trusted or read again.
import * as z from 'zod/mini';

export function readStoredJson<Schema extends z.core.$ZodType>(
  storage: Storage,
  key: string,
  schema: Schema,
): z.output<Schema> | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = z.safeParse(schema, JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: removed below, as anything else that does not parse.
  }
  storage.removeItem(key);
  return null;
}

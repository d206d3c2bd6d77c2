// The browserId the auth family asks for at password login: random, made once, kept for good.
import { PERSISTENT_KEYS } from './storage-keys';

export function loadBrowserId(storage: Storage): string {
  const stored = storage.getItem(PERSISTENT_KEYS.browserId);
  if (stored !== null && stored.length >= 8) return stored;
  const created = crypto.randomUUID();
  storage.setItem(PERSISTENT_KEYS.browserId, created);
  return created;
}

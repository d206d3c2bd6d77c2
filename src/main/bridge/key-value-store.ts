// The storage the bridge keeps between runs, as a seam: Zyno Desktop backs it with electron-store
// (secrets encrypted with safeStorage where the system offers it); tests and the desktop harness
// use memory.

export interface KeyValueStore {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  delete(key: string): void;
}

export function createMemoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key),
    set: (key, value) => {
      values.set(key, value);
    },
    delete: (key) => {
      values.delete(key);
    },
  };
}

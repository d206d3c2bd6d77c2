// Zyno Desktop's stores between runs, in the user-data folder: settings (plain JSON) and secrets
// (each value encrypted with safeStorage where the system offers it). What lives where:
// settings — the registered install (cleared when a new registration replaces it); secrets — the
// install's private key (kept for the life of the install; replaced only when unreadable).
import { safeStorage } from 'electron';
import ElectronStore from 'electron-store';
import type { KeyValueStore } from '../bridge/key-value-store';
import { createSecretStore } from './secret-values';

export interface DesktopStores {
  settings: KeyValueStore;
  secrets: KeyValueStore;
}

/** Call after app 'ready': safeStorage needs it on Linux and Windows. */
export function openDesktopStores(): DesktopStores {
  return {
    settings: fileStore('settings'),
    secrets: createSecretStore(fileStore('secrets'), safeStorage, {
      warn: (message) => {
        console.warn(`Zyno Desktop: ${message}`);
      },
    }),
  };
}

function fileStore(name: string): KeyValueStore {
  // A damaged file would stop the station from starting; starting afresh means at worst
  // registering the station again.
  const store = new ElectronStore<Record<string, string>>({
    name,
    clearInvalidConfig: true,
    // Keys such as 'install.privateKey' are names, not paths into nested objects.
    accessPropertiesByDotNotation: false,
  });
  return {
    get(key) {
      const value: unknown = store.get(key);
      return typeof value === 'string' ? value : undefined;
    },
    set(key, value) {
      store.set(key, value);
    },
    delete(key) {
      store.delete(key);
    },
  };
}

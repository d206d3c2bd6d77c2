// Keeps the detected install (install.ts) in the window's session storage: loaded at the start of
// Zyno Desktop's windows, written back on every change. Apart from the install's atoms, which the
// login page reads in a browser too, because it brings the installs contract's schema.
import { detectedInstallSchema } from '@shared/installs/installs';
import type { createStore } from 'jotai';
import { installAtom, installDetectedAtom } from './install';
import { INSTALL_KEYS, SESSION_KEYS } from './storage-keys';
import { readStoredJson } from './stored-json';

type JotaiStore = ReturnType<typeof createStore>;

/** Loads the install kept by this window and writes every later change back. */
export function initInstallStore(store: JotaiStore, storage: Storage): () => void {
  const stored = readStoredJson(storage, INSTALL_KEYS.install, detectedInstallSchema);
  if (stored !== null) store.set(installDetectedAtom, stored);
  return store.sub(installAtom, () => {
    const install = store.get(installAtom);
    if (install === null) storage.removeItem(INSTALL_KEYS.install);
    else {
      storage.setItem(INSTALL_KEYS.install, JSON.stringify(install));
      storage.setItem(SESSION_KEYS.tenantId, install.tenantId);
    }
  });
}

// Install mode (architecture.md): the web app inside Zyno Desktop on a station whose install was
// detected (spec §4 "Desktop detection"). The detected install lives in the window's session
// storage, so a reload of the window keeps it while a fresh start of the app detects again; its
// tenant becomes the tenant sign-ins prefer, and renewals name the install as their browser id.
import {
  detectedInstallSchema,
  installBrowserId,
  type DetectedInstall,
} from '@shared/installs/installs';
import { atom, useAtomValue, type createStore } from 'jotai';
import { browserIdAtom, preferredTenantIdAtom } from './session-atoms';
import { INSTALL_KEYS, SESSION_KEYS } from './storage-keys';
import { readStoredJson } from './stored-json';

type JotaiStore = ReturnType<typeof createStore>;

/** The install this station was detected as; null in a browser and before detection. */
export const installAtom = atom<DetectedInstall | null>(null);

/** Detection succeeded (spec §4 Desktop detection 4): keep the install and its tenant. */
export const installDetectedAtom = atom(null, (_get, set, install: DetectedInstall) => {
  set(installAtom, install);
  set(preferredTenantIdAtom, install.tenantId);
  set(browserIdAtom, installBrowserId(install.id));
});

/** Detection said the install is unknown or revoked: install mode ends until it registers. */
export const installLostAtom = atom(null, (_get, set) => {
  set(installAtom, null);
});

export function useInstall(): DetectedInstall | null {
  return useAtomValue(installAtom);
}

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

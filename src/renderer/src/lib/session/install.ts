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
  const stored = readStoredInstall(storage);
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

function readStoredInstall(storage: Storage): DetectedInstall | null {
  const raw = storage.getItem(INSTALL_KEYS.install);
  if (raw === null) return null;
  try {
    const parsed = detectedInstallSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: dropped below, as anything else that is not an install.
  }
  storage.removeItem(INSTALL_KEYS.install);
  return null;
}

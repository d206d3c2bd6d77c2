// Install mode (architecture.md): the web app inside Zyno Desktop on a station whose install was
// detected (spec §4 "Desktop detection"). The detected install lives in the window's session
// storage, so a reload of the window keeps it while a fresh start of the app detects again; its
// tenant becomes the tenant sign-ins prefer, and renewals name the install as their browser id.
import { installBrowserId } from '@shared/installs/install-browser-id';
import type { DetectedInstall } from '@shared/installs/installs';
import { atom, useAtomValue } from 'jotai';
import { browserIdAtom, preferredTenantIdAtom } from './session-atoms';

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

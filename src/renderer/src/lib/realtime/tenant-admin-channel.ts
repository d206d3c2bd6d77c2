// The tenant-admin channel toggle (spec §4 "A tenant-admin channel can be switched on or off"):
// the shell switches it on while the signed-in user administers the current tenant, so admin
// lists (accounts, roles, installs, identity provider) refresh when another admin changes them.
import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

export const tenantAdminChannelAtom = atom(false);

/** Follows private-tam-{tenantId} while `on` is true and the calling component is mounted. */
export function useTenantAdminChannel(on: boolean): void {
  const setOn = useSetAtom(tenantAdminChannelAtom);
  useEffect(() => {
    setOn(on);
    return () => {
      setOn(false);
    };
  }, [on, setOn]);
}

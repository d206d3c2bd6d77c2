// Unsaved changes on a screen hold back leaving it (the screen asks first, through the blocker)
// and make the tab ask before it closes. `allowNext` lets the screen's own navigation after a
// save through.
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export function useUnsavedChangesGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      window.removeEventListener('beforeunload', ask);
    };
  }, [dirty]);
  return {
    blocker,
    allowNext: () => {
      allowed.current = true;
    },
  };
}

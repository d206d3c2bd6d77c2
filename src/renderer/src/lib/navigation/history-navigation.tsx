// The public pages' router: the browser's history and its address, nothing more. Entries are
// written as React Router writes them (`usr`, `key`, `idx` in the history state), so the
// signed-in app's router takes over the same history when the visit leaves the public pages.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PageNavigationProvider, type NavigateOptions, type PageLocation } from './navigation';

interface HistoryEntry {
  usr?: unknown;
  idx?: unknown;
}

function historyEntry(): HistoryEntry {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? state : {};
}

function currentLocation(): PageLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: historyEntry().usr ?? null };
}

export function HistoryNavigation({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const onPop = () => {
      setLocation(currentLocation());
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
    };
  }, []);
  const navigate = useCallback((to: string, options: NavigateOptions = {}) => {
    const index = historyEntry().idx;
    const current = typeof index === 'number' ? index : 0;
    const entry = {
      usr: options.state ?? null,
      key: Math.random().toString(36).slice(2, 10),
      idx: options.replace === true ? current : current + 1,
    };
    const url = new URL(to, window.location.href);
    if (options.replace === true) window.history.replaceState(entry, '', url);
    else window.history.pushState(entry, '', url);
    setLocation(currentLocation());
  }, []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <PageNavigationProvider value={value}>{children}</PageNavigationProvider>;
}

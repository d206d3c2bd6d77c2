// The login page picks up a newly deployed web app by itself (spec §4 Login, §9): every 5000 ms
// it asks whether another build is deployed, and reloads into it (through its service worker)
// when one is.
import { useEffect } from 'react';
import { isNewerVersionDeployed } from '../../lib/app-version';
import { reloadIntoNewestBuild } from '../../lib/service-worker';

const UPDATE_POLL_MS = 5000;

export function useReloadOnNewVersion(): void {
  useEffect(() => {
    let checking = false;
    let stopped = false;
    const timer = window.setInterval(() => {
      if (checking || stopped) return;
      checking = true;
      void isNewerVersionDeployed()
        .then((newer) => {
          if (newer && !stopped) {
            stopped = true;
            void reloadIntoNewestBuild();
          }
        })
        .finally(() => {
          checking = false;
        });
    }, UPDATE_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, []);
}

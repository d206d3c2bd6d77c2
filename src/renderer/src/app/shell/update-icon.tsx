// The update icon (spec §1, §8): shown once the version file names a newer build than the one
// running, or a new deployment's service worker waits, and a click reloads into it. The version
// file is asked every 5 minutes and when the window regains focus: frequent enough that a release
// reaches everyone within minutes, rare enough to cost nothing (the file is a few bytes, served
// uncached); a newer build there sends the worker to fetch it in the background. Once clicked it
// turns to a spinner until the page reloads: a new worker takes over only when the one in control
// has finished what it is doing, which can take a moment. Should the reload not come, the icon
// takes a click again after UPDATE_RETRY_MS.
import { IconCloudDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isNewerVersionDeployed } from '../../lib/app-version';
import {
  checkForServiceWorkerUpdate,
  reloadIntoNewestBuild,
  useServiceWorkerUpdateWaiting,
} from '../../lib/service-worker';
import { useIdleReady } from '../../lib/when-idle';
import { LabelledIconButton } from '../../ui';
import { APP_MESSAGES } from '../messages';
import classes from './app-shell.module.css';

export const UPDATE_POLL_MS = 5 * 60_000;
/** How long a clicked icon spins before it takes another click, should the page not reload. */
export const UPDATE_RETRY_MS = 15_000;

async function isUpdateDeployed(): Promise<boolean> {
  const deployed = await isNewerVersionDeployed();
  if (deployed) void checkForServiceWorkerUpdate();
  return deployed;
}

export function UpdateIcon() {
  const workerWaiting = useServiceWorkerUpdateWaiting();
  const [updating, setUpdating] = useState(false);
  useEffect(() => {
    if (!updating) return;
    const retry = setTimeout(() => {
      setUpdating(false);
    }, UPDATE_RETRY_MS);
    return () => {
      clearTimeout(retry);
    };
  }, [updating]);
  // The first check waits until the browser is idle after the first draw (at most a second):
  // started with it, its request was part of the task that draws the shell (issue 17).
  const idle = useIdleReady();
  const { data: updateDeployed } = useQuery({
    queryKey: ['app-version', 'update-icon'],
    queryFn: isUpdateDeployed,
    enabled: idle,
    refetchInterval: UPDATE_POLL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    retry: false,
  });
  if (updateDeployed !== true && !workerWaiting) return null;
  return (
    <LabelledIconButton
      label={APP_MESSAGES.update}
      variant="filled"
      color="indigo"
      className={classes.updateIcon}
      loading={updating}
      onClick={() => {
        setUpdating(true);
        void reloadIntoNewestBuild();
      }}
    >
      <IconCloudDownload size={20} stroke={1.8} />
    </LabelledIconButton>
  );
}

// The update icon (spec §1, §8): shown once the version file names a newer build than the one
// running, or a new deployment's service worker waits, and a click reloads into it. The version
// file is asked every 5 minutes and when the window regains focus: frequent enough that a release
// reaches everyone within minutes, rare enough to cost nothing (the file is a few bytes, served
// uncached); a newer build there sends the worker to fetch it in the background.
import { IconCloudDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
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

async function isUpdateDeployed(): Promise<boolean> {
  const deployed = await isNewerVersionDeployed();
  if (deployed) void checkForServiceWorkerUpdate();
  return deployed;
}

export function UpdateIcon() {
  const workerWaiting = useServiceWorkerUpdateWaiting();
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
      onClick={() => void reloadIntoNewestBuild()}
    >
      <IconCloudDownload size={20} stroke={1.8} />
    </LabelledIconButton>
  );
}

// The update icon (spec §1, §8): shown once the version file names a newer build than the one
// running, and a click reloads into it. The version file is asked every 5 minutes and when the
// window regains focus: frequent enough that a release reaches everyone within minutes, rare
// enough to cost nothing (the file is a few bytes, served uncached).
import { IconCloudDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isNewerVersionDeployed } from '../../lib/app-version';
import { LabelledIconButton } from '../../ui';
import { APP_MESSAGES } from '../messages';
import classes from './app-shell.module.css';

export const UPDATE_POLL_MS = 5 * 60_000;

export function UpdateIcon() {
  const { data: updateDeployed } = useQuery({
    queryKey: ['app-version', 'update-icon'],
    queryFn: () => isNewerVersionDeployed(),
    refetchInterval: UPDATE_POLL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    retry: false,
  });
  if (updateDeployed !== true) return null;
  return (
    <LabelledIconButton
      label={APP_MESSAGES.update}
      variant="filled"
      color="indigo"
      className={classes.updateIcon}
      onClick={() => {
        window.location.reload();
      }}
    >
      <IconCloudDownload size={20} stroke={1.8} />
    </LabelledIconButton>
  );
}

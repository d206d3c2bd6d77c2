// When a screen fails (spec §2 Shell): a screen whose code cannot be fetched asks the version
// file whether a newer build is deployed, says 'Updating Zyno...' or that the component failed,
// then reloads; any other failure offers the reload without forcing it.
import { Button, Loader } from '@mantine/core';
import { IconCloudDownload, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isNewerVersionDeployed } from '../../lib/app-version';
import { reportError } from '../../lib/error-reporting';
import { reloadIntoNewestBuild } from '../../lib/service-worker';
import { PageStatusMessage } from '../../ui';
import { APP_MESSAGES } from '../messages';

/** Long enough to read the message; an update needs no reading, so it goes sooner. */
export const RELOAD_DELAY_MS = { updating: 1500, failed: 4000 } as const;

/** Failed dynamic imports, as Chromium, Firefox and Safari word them. */
export function isScreenLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** Through a new deployment's service worker when one waits, or the old shell would load. */
function reload() {
  void reloadIntoNewestBuild();
}

function ScreenLoadFailure() {
  const update = useQuery({
    queryKey: ['app-version', 'screen-load-failure'],
    queryFn: () => isNewerVersionDeployed(),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const updating = update.data === true;

  useEffect(() => {
    if (update.isPending) return undefined;
    const timer = window.setTimeout(
      reload,
      updating ? RELOAD_DELAY_MS.updating : RELOAD_DELAY_MS.failed,
    );
    return () => {
      window.clearTimeout(timer);
    };
  }, [update.isPending, updating]);

  if (update.isPending) {
    return <Loader type="dots" aria-label={APP_MESSAGES.checkingForUpdate} mx="auto" my={96} />;
  }
  if (updating) {
    return (
      <PageStatusMessage icon={IconCloudDownload} color="indigo" title={APP_MESSAGES.updating}>
        {APP_MESSAGES.updatingDetail}
      </PageStatusMessage>
    );
  }
  return <FailureMessage />;
}

function FailureMessage() {
  return (
    <PageStatusMessage
      icon={IconRefresh}
      color="red"
      title={APP_MESSAGES.screenLoadFailedTitle}
      action={
        <Button variant="light" mt="sm" onClick={reload}>
          {APP_MESSAGES.reloadNow}
        </Button>
      }
    >
      {APP_MESSAGES.screenLoadFailed}
    </PageStatusMessage>
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  const loadFailure = isScreenLoadFailure(error);
  // Once per failure, not per render; a screen that could not be fetched is no defect.
  useEffect(() => {
    if (!loadFailure) reportError(error);
  }, [error, loadFailure]);
  if (loadFailure) return <ScreenLoadFailure />;
  console.error('Zyno: a screen failed', error);
  return <FailureMessage />;
}

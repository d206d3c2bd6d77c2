// When a screen fails (spec §2 Shell): a screen whose code cannot be fetched reloads the app
// after telling the user so; any other failure offers the reload without forcing it.
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { StatusMessage } from '../../ui';
import { APP_MESSAGES } from '../messages';

const RELOAD_DELAY_MS = 4000;

/** Failed dynamic imports, as Chromium, Firefox and Safari word them. */
function isScreenLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  const reloadSoon = isScreenLoadFailure(error);

  useEffect(() => {
    if (!reloadSoon) return undefined;
    const timer = window.setTimeout(() => {
      window.location.reload();
    }, RELOAD_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [reloadSoon]);

  return (
    <StatusMessage
      order={1}
      icon={IconRefresh}
      color="red"
      title={APP_MESSAGES.screenLoadFailedTitle}
      action={
        <Button
          variant="light"
          mt="sm"
          onClick={() => {
            window.location.reload();
          }}
        >
          {APP_MESSAGES.reloadNow}
        </Button>
      }
    >
      {APP_MESSAGES.screenLoadFailed}
    </StatusMessage>
  );
}

// Opens the support desk's help widget for whoever is signed in: installs it once per page with
// the configured widget id, then identifies the user and pre-fills the ticket form with the
// session id (this browser's id) and the page the user is on.
import { useCallback, useEffect } from 'react';
import { useRuntimeConfig } from '../runtime-config';
import { useBrowserId, useCurrentUser } from '../session';
import { installSupportWidget, openSupportWidget } from './support-widget';

export function useSupportWidget(): () => void {
  const { support } = useRuntimeConfig();
  const { identity } = useCurrentUser();
  const browserId = useBrowserId();

  useEffect(() => {
    installSupportWidget(support.widgetId);
  }, [support.widgetId]);

  const name = identity === undefined ? '' : `${identity.firstName} ${identity.lastName}`.trim();
  const email = identity?.email;
  return useCallback(() => {
    installSupportWidget(support.widgetId);
    openSupportWidget({
      user: email === undefined ? null : { name, email },
      sessionId: browserId,
      contextUrl: window.location.href,
    });
  }, [support.widgetId, name, email, browserId]);
}

// Opens support for whoever is signed in, pre-filled with their name, e-mail, session id (this
// browser's id) and the page they are on (spec §7): the support desk's help widget when a widget
// id is configured (installed once per page), else the built-in support form. Zyno Desktop's pages
// load no vendor script (src/main/security/content-security-policy.ts), so it uses the form.
import { useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { usePlatform } from '../../platform';
import { useRuntimeConfig } from '../runtime-config';
import { useBrowserId, useCurrentUser } from '../session';
import { supportFormAtom } from './support-form-state';
import { installSupportWidget, openSupportWidget, type SupportContext } from './support-widget';

export function useSupportWidget(): () => void {
  const configured = useRuntimeConfig().support.widgetId;
  const widgetId = usePlatform().kind === 'desktop' ? null : configured;
  const { identity } = useCurrentUser();
  const browserId = useBrowserId();
  const openForm = useSetAtom(supportFormAtom);

  useEffect(() => {
    if (widgetId !== null) installSupportWidget(widgetId);
  }, [widgetId]);

  const name = identity === undefined ? '' : `${identity.firstName} ${identity.lastName}`.trim();
  const email = identity?.email;
  return useCallback(() => {
    const context: SupportContext = {
      user: email === undefined ? null : { name, email },
      sessionId: browserId,
      contextUrl: window.location.href,
    };
    if (widgetId === null) {
      openForm(context);
      return;
    }
    installSupportWidget(widgetId);
    openSupportWidget(context);
  }, [widgetId, name, email, browserId, openForm]);
}

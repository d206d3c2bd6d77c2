// Noticing that the person closed the single sign-on popup (checked every 500 ms, spec §9), while
// its answer is still awaited.
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { SSO_POPUP_POLL_MS } from './sso-popup';

export function usePopupClosed(
  popup: RefObject<Window | null>,
  watching: boolean,
  onClosed: () => void,
): void {
  const closed = useEffectEvent(onClosed);
  useEffect(() => {
    if (!watching) return undefined;
    const timer = window.setInterval(() => {
      if (popup.current?.closed === true) closed();
    }, SSO_POPUP_POLL_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [popup, watching]);
}

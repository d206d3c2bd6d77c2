// A link to another page of the app and a redirect, on whichever router the page runs under.
import { useEffect, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { usePageNavigate } from './navigation';

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function isOwnClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (target === null || target === '_self')
  );
}

export function PageLink({ to, onClick, ...props }: ComponentPropsWithRef<'a'> & { to: string }) {
  const navigate = usePageNavigate();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isOwnClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

/** Replaces the current address with `to` once rendered. */
export function Redirect({ to }: { to: string }) {
  const navigate = usePageNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

// The `handle` each screen route carries, and the hook that reads the innermost one.
import { useMatches } from 'react-router';
import type { ScreenTitle } from './screen-titles';

export interface ScreenHandle {
  screen: ScreenTitle;
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'screen' in handle;
}

/** The screen the current route shows, if it belongs to an app. */
export function useCurrentScreen(): ScreenTitle | undefined {
  const handles = useMatches().map((match) => match.handle);
  return handles.reverse().find(isScreenHandle)?.screen;
}

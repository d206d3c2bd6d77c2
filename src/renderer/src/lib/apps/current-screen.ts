// The `handle` app/ gives every app screen's route, and the hook that reads the innermost one:
// which app and sub-app the current screen belongs to.
import { useMatches } from 'react-router';
import type { AppIdentity, ScreenTitle } from './app-declaration';

export interface ScreenHandle {
  app: AppIdentity;
  title: ScreenTitle;
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'app' in handle && 'title' in handle;
}

/** The screen the current route shows, if it belongs to an app. */
export function useCurrentScreen(): ScreenHandle | undefined {
  const handles = useMatches().map((match) => match.handle);
  return handles.reverse().find(isScreenHandle);
}

// The code a sign-in lands on: the signed-in shell with the apps' shell scopes, and the
// launcher's screen. The route table loads them lazily; the login page asks for them while the
// person types their password, so the launcher's cards need no download after the Sign in click.
import type { LazyScreen } from '../../lib/apps';
import { SUITE_FEATURES, SUITE_SHELL_SCOPES } from '../apps';

/**
 * The signed-in frame, the apps' shell scopes and what only they use (the station queue, the
 * invitations, the fingerprint dialog…), fetched together after sign-in.
 */
export const appShellLayout: LazyScreen = async () => {
  const [shell, scopes] = await Promise.all([
    import('../shell/app-shell-layout'),
    Promise.all(SUITE_SHELL_SCOPES.map((load) => load())),
  ]);
  return { Component: shell.appShellLayout(scopes) };
};

const launcherScreen: LazyScreen | undefined = SUITE_FEATURES.flatMap(
  (feature): readonly { path: string; screen?: LazyScreen }[] => feature.routes,
).find((route) => route.path === '/')?.screen;

let preloaded = false;

/** Fetches the shell and the launcher ahead, once per page; a failure is left to the route. */
export function preloadSignedInStart(): void {
  if (preloaded) return;
  preloaded = true;
  for (const load of [appShellLayout, launcherScreen]) load?.().catch(() => undefined);
}

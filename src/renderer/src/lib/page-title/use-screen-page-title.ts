// The page title of an app screen, from its route's declaration: product, app and sub-app.
import { useCurrentScreen } from '../apps';
import { usePageTitle } from './use-page-title';

export function useScreenPageTitle(): void {
  const screen = useCurrentScreen();
  usePageTitle(screen?.app.name, screen?.title.subApp);
}

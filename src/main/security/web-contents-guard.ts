// Applies the navigation policy to a webContents: every navigation of any frame, every redirect
// and every new window goes through decideNavigation; web and mail links open in the system
// browser; webviews are refused. index.ts runs this for every webContents the app creates.
import { shell, type WebContents } from 'electron';
import { decideNavigation } from './navigation-policy';

export function guardWebContents(contents: WebContents, appOrigin: string): void {
  const follow = (url: string, isMainFrame: boolean): boolean => {
    const decision = decideNavigation(url, appOrigin, { isMainFrame });
    if (decision.action === 'open-externally') openExternally(decision.url);
    return decision.action === 'allow';
  };

  // Fires for the main frame and every subframe (will-navigate covers the main frame only).
  contents.on('will-frame-navigate', (event) => {
    if (!follow(event.url, event.isMainFrame)) event.preventDefault();
  });
  // A server redirect is not the user's choice: refused, never opened elsewhere.
  contents.on('will-redirect', (event) => {
    if (decideNavigation(event.url, appOrigin).action !== 'allow') event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    follow(url, true);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
}

function openExternally(url: string): void {
  shell.openExternal(url).catch((error: unknown) => {
    console.warn(`Zyno Desktop: could not open ${url} in the system browser.`, error);
  });
}

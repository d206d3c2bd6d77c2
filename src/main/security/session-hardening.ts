// The session's permission answers (security/permission-policy.ts) and the app:// protocol.
import { protocol, type Session } from 'electron';
import { DESKTOP_APP_SCHEME as APP_SCHEME } from '@shared/desktop/desktop-app-origin';
import { isPermissionGranted } from './permission-policy';

/**
 * Must run before app 'ready'. The scheme is standard (relative URLs, a real origin for storage),
 * secure (a secure context, like https), may be fetched (/config.json) and is CORS-enabled
 * because Vite's module scripts load in CORS mode — the handler sends no
 * Access-Control-Allow-Origin, so no other origin can read it. V8's code cache speeds start-up.
 * Never bypassCSP, service workers or extensions.
 */
export function registerAppSchemeAsPrivileged(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        corsEnabled: true,
        codeCache: true,
      },
    },
  ]);
}

export function hardenSession(session: Session, isAppPage: (url: string) => boolean): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionGranted(permission, details.requestingUrl, isAppPage));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isPermissionGranted(permission, details.requestingUrl ?? requestingOrigin, isAppPage),
  );
  // WebUSB / WebHID / Web Serial: the reader belongs to the main process, never to a page.
  session.setDevicePermissionHandler(() => false);
}

export function serveAppProtocol(
  session: Session,
  handler: (request: Request) => Promise<Response>,
): void {
  session.protocol.handle(APP_SCHEME, handler);
}

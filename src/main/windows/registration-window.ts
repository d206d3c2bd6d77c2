// The registration window (bridge/registration.ts): /zd/register in a modal child of the main
// window, hardened like it, with the registration window's own preload and bridge, so its page
// can finish the flow with performPostRegistrationTasks (which no other window may call).
// Closing it cancels the registration.
import type { BrowserWindow } from 'electron';
import { DESKTOP_PRODUCT_NAME } from '@shared/product';
import type { OpenRegistrationWindow } from '../bridge/registration';
import { createHardenedWindow, type HardenedWindowContext } from './hardened-window';

export const REGISTRATION_PATH = '/zd/register';

export interface RegistrationWindowOptions extends HardenedWindowContext {
  appOrigin: string;
  /** The window it belongs to (modal over it); none when the main window is gone. */
  parent: () => BrowserWindow | undefined;
}

export function registrationWindowOpener({
  appOrigin,
  parent,
  ...context
}: RegistrationWindowOptions): OpenRegistrationWindow {
  return () => {
    const owner = parent();
    const hasOwner = owner !== undefined && !owner.isDestroyed();
    const window = createHardenedWindow(
      'registration',
      {
        title: `${DESKTOP_PRODUCT_NAME} — Register this station`,
        width: 560,
        height: 720,
        minWidth: 420,
        minHeight: 560,
        show: false,
        ...(hasOwner ? { parent: owner, modal: true } : {}),
        autoHideMenuBar: true,
        minimizable: false,
        fullscreenable: false,
      },
      context,
    );
    window.removeMenu();
    const closed = new Promise<void>((resolve) => {
      window.once('closed', () => {
        resolve();
      });
    });
    window.once('ready-to-show', () => {
      window.show();
    });
    window.loadURL(`${appOrigin}${REGISTRATION_PATH}`).catch((error: unknown) => {
      console.error('Zyno Desktop: could not load the registration page.', error);
      if (!window.isDestroyed()) window.close();
    });
    return {
      closed,
      focus() {
        if (window.isDestroyed()) return;
        window.show();
        window.focus();
      },
      close() {
        if (!window.isDestroyed()) window.close();
      },
    };
  };
}

// The registration window (bridge/registration.ts): /zd/register in a modal child of the main
// window, hardened like it and with the same preload, so its page can finish the flow with
// performPostRegistrationTasks. Closing it cancels the registration.
import type { BrowserWindow } from 'electron';
import { DESKTOP_PRODUCT_NAME } from '@shared/product';
import type { OpenRegistrationWindow } from '../bridge/registration';
import { createHardenedWindow } from './hardened-window';

export const REGISTRATION_PATH = '/zd/register';

export interface RegistrationWindowOptions {
  appOrigin: string;
  isPackaged: boolean;
  /** The window it belongs to (modal over it); none when the main window is gone. */
  parent: () => BrowserWindow | undefined;
}

export function registrationWindowOpener({
  appOrigin,
  isPackaged,
  parent,
}: RegistrationWindowOptions): OpenRegistrationWindow {
  return () => {
    const owner = parent();
    const hasOwner = owner !== undefined && !owner.isDestroyed();
    const window = createHardenedWindow(
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
      { isPackaged },
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

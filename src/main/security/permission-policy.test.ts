import { describe, expect, it } from 'vitest';
import { isAppUrl } from './navigation-policy';
import { isPermissionGranted } from './permission-policy';

const isAppPage = (url: string) => isAppUrl(url, 'app://zyno');

describe('permission policy', () => {
  it('denies everything a browser would ask the user about', () => {
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'clipboard-sanitized-write',
      'fullscreen',
      'usb',
      'hid',
      'serial',
      'openExternal',
      'display-capture',
      'unknown',
    ]) {
      expect(isPermissionGranted(permission, 'app://zyno/', isAppPage)).toBe(false);
    }
  });

  it('lets only app pages reach the station’s local server', () => {
    expect(isPermissionGranted('loopback-network', 'app://zyno/login', isAppPage)).toBe(true);
    expect(isPermissionGranted('local-network-access', 'app://zyno/', isAppPage)).toBe(true);
    expect(isPermissionGranted('local-network-access', 'https://evil.example/', isAppPage)).toBe(
      false,
    );
    expect(isPermissionGranted('loopback-network', undefined, isAppPage)).toBe(false);
  });
});

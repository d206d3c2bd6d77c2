// Platform detection: the desktop bridge global makes it Zyno Desktop, and its answers are
// parsed with the bridge contract.
import { DESKTOP_BRIDGE_GLOBAL } from '@shared/desktop/desktop-bridge-global';
import { describe, expect, it } from 'vitest';
import { fakeDesktopBridge } from '../test/fake-desktop-bridge';
import { detectPlatform } from './detect-platform';

describe('detectPlatform', () => {
  it('is the web platform without the desktop bridge', async () => {
    const platform = await detectPlatform({});

    expect(platform.kind).toBe('web');
    expect(typeof (await platform.isDevelopment())).toBe('boolean');
  });

  it('is the desktop platform over the bridge', async () => {
    const platform = await detectPlatform({
      [DESKTOP_BRIDGE_GLOBAL]: fakeDesktopBridge({ isDevelopment: () => Promise.resolve(true) }),
    });

    expect(platform.kind).toBe('desktop');
    await expect(platform.isDevelopment()).resolves.toBe(true);
  });

  it('rejects a bridge answer that breaks the contract', async () => {
    const platform = await detectPlatform({
      [DESKTOP_BRIDGE_GLOBAL]: {
        ...fakeDesktopBridge(),
        isDevelopment: () => Promise.resolve('yes'),
      },
    });

    await expect(platform.isDevelopment()).rejects.toThrow();
  });

  it('is the desktop platform over the registration window’s smaller bridge, which says what it lacks', async () => {
    const { generateHandshake, hasFingerprintReader, performPostRegistrationTasks } =
      fakeDesktopBridge({ hasFingerprintReader: () => Promise.resolve(true) });
    const platform = await detectPlatform({
      [DESKTOP_BRIDGE_GLOBAL]: {
        generateHandshake,
        hasFingerprintReader,
        performPostRegistrationTasks,
      },
    });

    expect(platform.kind).toBe('desktop');
    await expect(platform.hasFingerprintReader()).resolves.toBe(true);
    await expect(platform.desktop?.launchRegistration()).rejects.toThrow(
      "This Zyno Desktop window's bridge has no launchRegistration.",
    );
    expect(() => platform.desktop?.onFingerprint(() => undefined)).toThrow(
      "This Zyno Desktop window's bridge has no onFingerprint.",
    );
  });

  it('ignores a global that is not a bridge, or a bridge of another build', async () => {
    expect((await detectPlatform({ [DESKTOP_BRIDGE_GLOBAL]: 'not a bridge' })).kind).toBe('web');
    const partial = { isDevelopment: () => Promise.resolve(false) };
    expect((await detectPlatform({ [DESKTOP_BRIDGE_GLOBAL]: partial })).kind).toBe('web');
  });
});

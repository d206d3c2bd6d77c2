// The platform inside Zyno Desktop, over the preload's bridge; every answer is parsed with the
// bridge contract's schema, as nothing crossing IPC is trusted blindly.
import { desktopBridgeResultSchemas, type DesktopBridgeApi } from '@shared/desktop/desktop-bridge';
import { fingerprintEventSchema } from '@shared/desktop/fingerprint-event';
import type { Platform } from './platform';

/** Spec §9: the desktop client's idle threshold, 1.5 minutes. */
const DESKTOP_IDLE_TIMEOUT_MS = 90_000;

export function createDesktopPlatform(bridge: DesktopBridgeApi): Platform {
  const results = desktopBridgeResultSchemas;
  return {
    kind: 'desktop',
    idleTimeoutMs: DESKTOP_IDLE_TIMEOUT_MS,
    isDevelopment: async () => results.isDevelopment.parse(await bridge.isDevelopment()),
    hasFingerprintReader: async () =>
      results.hasFingerprintReader.parse(await bridge.hasFingerprintReader()),
    desktop: {
      generateHandshake: async () =>
        results.generateHandshake.parse(await bridge.generateHandshake()),
      launchRegistration: async () =>
        results.launchRegistration.parse(await bridge.launchRegistration()),
      performPostRegistrationTasks: async (install) => {
        await bridge.performPostRegistrationTasks(install);
      },
      onFingerprint: (listener) =>
        bridge.onFingerprint((event: unknown) => {
          const parsed = fingerprintEventSchema.safeParse(event);
          if (parsed.success) listener(parsed.data);
          else console.warn('Zyno Desktop sent a fingerprint event outside the contract.', event);
        }),
    },
  };
}

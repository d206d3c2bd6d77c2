// The platform inside Zyno Desktop, over the preload's bridge; every answer is parsed with the
// bridge contract's schema, as nothing crossing IPC is trusted blindly. Each window gets only its
// kind's part of the bridge (the registration window: a handshake, the reader question and the
// report back), so a call this window's bridge lacks fails saying so.
import { desktopBridgeResultSchemas, type DesktopBridgeApi } from '@shared/desktop/desktop-bridge';
import { fingerprintEventSchema } from '@shared/desktop/fingerprint-event';
import type { Platform } from './platform';

/** Spec §9: the desktop client's idle threshold, 1.5 minutes. */
const DESKTOP_IDLE_TIMEOUT_MS = 90_000;

/** Any window kind's bridge: some of DesktopBridgeApi's members. */
export type DesktopWindowBridge = Partial<DesktopBridgeApi>;

export function createDesktopPlatform(bridge: DesktopWindowBridge): Platform {
  const results = desktopBridgeResultSchemas;
  const member = <N extends keyof DesktopBridgeApi>(name: N): DesktopBridgeApi[N] => {
    const found = bridge[name];
    if (found === undefined) throw new Error(`This Zyno Desktop window's bridge has no ${name}.`);
    return found;
  };
  return {
    kind: 'desktop',
    idleTimeoutMs: DESKTOP_IDLE_TIMEOUT_MS,
    isDevelopment: async () => results.isDevelopment.parse(await member('isDevelopment')()),
    hasFingerprintReader: async () =>
      results.hasFingerprintReader.parse(await member('hasFingerprintReader')()),
    desktop: {
      generateHandshake: async () =>
        results.generateHandshake.parse(await member('generateHandshake')()),
      launchRegistration: async () =>
        results.launchRegistration.parse(await member('launchRegistration')()),
      performPostRegistrationTasks: async (install) => {
        await member('performPostRegistrationTasks')(install);
      },
      onFingerprint: (listener) =>
        member('onFingerprint')((event: unknown) => {
          const parsed = fingerprintEventSchema.safeParse(event);
          if (parsed.success) listener(parsed.data);
          else console.warn('Zyno Desktop sent a fingerprint event outside the contract.', event);
        }),
    },
  };
}

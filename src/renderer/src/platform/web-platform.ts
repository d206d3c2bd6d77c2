// The platform in a plain browser: no desktop bridge, development means Vite's dev server.
import type { Platform } from './platform';

export function createWebPlatform(isDevelopmentBuild: boolean = import.meta.env.DEV): Platform {
  return {
    kind: 'web',
    idleTimeoutMs: 15 * 60_000,
    isDevelopment: () => Promise.resolve(isDevelopmentBuild),
    hasFingerprintReader: () => Promise.resolve(false),
    desktop: null,
  };
}

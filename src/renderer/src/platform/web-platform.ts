// The platform in a plain browser: no desktop bridge, development means Vite's dev server.
import type { Platform } from './platform';

export function createWebPlatform(isDevelopmentBuild: boolean = import.meta.env.DEV): Platform {
  return {
    kind: 'web',
    isDevelopment: () => Promise.resolve(isDevelopmentBuild),
  };
}

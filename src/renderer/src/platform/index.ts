// The platform layer's public face.
export type { DesktopServices, Platform } from './platform';
export { createWebPlatform } from './web-platform';
export { createDesktopPlatform } from './desktop-platform';
export { detectPlatform, hasDesktopBridge } from './detect-platform';
export { PlatformProvider, usePlatform } from './platform-context';
export { useFingerprintReader } from './use-fingerprint-reader';

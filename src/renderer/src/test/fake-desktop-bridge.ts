// A stand-in for `window.zynoDesktop` in renderer tests: every call answers like an unregistered
// station without a reader; a test overrides what it is about.
import type { DesktopBridgeApi } from '@shared/desktop/desktop-bridge';

export function fakeDesktopBridge(overrides: Partial<DesktopBridgeApi> = {}): DesktopBridgeApi {
  return {
    isDevelopment: () => Promise.resolve(false),
    generateHandshake: () => Promise.reject(new Error('No handshake in this test.')),
    launchRegistration: () => Promise.resolve({ outcome: 'cancelled' }),
    performPostRegistrationTasks: () => Promise.resolve(),
    hasFingerprintReader: () => Promise.resolve(false),
    onFingerprint: () => () => undefined,
    receiptPrinterStatus: () => Promise.resolve({ connected: false, name: null }),
    printReceipt: () => Promise.reject(new Error('No receipt printer in this test.')),
    openCashDrawer: () => Promise.reject(new Error('No receipt printer in this test.')),
    onBarcodeScan: () => () => undefined,
    ...overrides,
  };
}

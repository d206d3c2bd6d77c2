// The desktop platform's station hardware: the receipt printer and barcode scans are there only
// when the window's bridge has them, and what comes back over the bridge is parsed.
import type { BarcodeScan } from '@shared/desktop/station-hardware';
import { describe, expect, it, vi } from 'vitest';
import { fakeDesktopBridge } from '../test/fake-desktop-bridge';
import { createDesktopPlatform } from './desktop-platform';

const RECEIPT = { blocks: [{ kind: 'title' as const, text: 'Harbor Coffee' }], kickDrawer: true };

describe('the desktop platform’s station hardware', () => {
  it('prints and opens the drawer through the main window’s bridge', async () => {
    const printReceipt = vi.fn(() => Promise.resolve());
    const openCashDrawer = vi.fn(() => Promise.resolve());
    const platform = createDesktopPlatform(
      fakeDesktopBridge({
        receiptPrinterStatus: () => Promise.resolve({ connected: true, name: 'Epson TM-T20III' }),
        printReceipt,
        openCashDrawer,
      }),
    );
    const printer = platform.desktop?.receiptPrinter;
    await expect(printer?.status()).resolves.toEqual({ connected: true, name: 'Epson TM-T20III' });
    await printer?.print(RECEIPT);
    await printer?.openDrawer();
    expect(printReceipt).toHaveBeenCalledWith(RECEIPT);
    expect(openCashDrawer).toHaveBeenCalledTimes(1);
  });

  it('passes on why a print failed', async () => {
    const platform = createDesktopPlatform(
      fakeDesktopBridge({
        printReceipt: () =>
          Promise.reject(new Error('The receipt printer is in use by another program.')),
      }),
    );
    await expect(platform.desktop?.receiptPrinter?.print(RECEIPT)).rejects.toThrow(
      'The receipt printer is in use by another program.',
    );
  });

  it('rejects a printer status outside the contract', async () => {
    const platform = createDesktopPlatform({
      ...fakeDesktopBridge(),
      receiptPrinterStatus: () => Promise.resolve({ connected: 'yes' } as never),
    });
    await expect(platform.desktop?.receiptPrinter?.status()).rejects.toThrow();
  });

  it('hands barcode scans to the listener, dropping any outside the contract', () => {
    let send: (payload: unknown) => void = () => undefined;
    const stop = vi.fn();
    const platform = createDesktopPlatform(
      fakeDesktopBridge({
        onBarcodeScan: (listener) => {
          send = listener as (payload: unknown) => void;
          return stop;
        },
      }),
    );
    const scans: BarcodeScan[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unsubscribe = platform.desktop?.onBarcodeScan?.((scan) => scans.push(scan));
    send({ data: '2000000000015', symbology: ']E0' });
    send({ data: 2000000000015 });
    expect(scans).toEqual([{ data: '2000000000015', symbology: ']E0' }]);
    expect(warn).toHaveBeenCalledWith('Zyno Desktop sent a barcode scan outside the contract.', {
      data: 2000000000015,
    });
    unsubscribe?.();
    expect(stop).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('has no printer and no scans in the registration window', () => {
    const { generateHandshake, hasFingerprintReader, performPostRegistrationTasks } =
      fakeDesktopBridge();
    const platform = createDesktopPlatform({
      generateHandshake,
      hasFingerprintReader,
      performPostRegistrationTasks,
    });
    expect(platform.desktop?.receiptPrinter).toBeUndefined();
    expect(platform.desktop !== null && 'onBarcodeScan' in platform.desktop).toBe(false);
  });
});

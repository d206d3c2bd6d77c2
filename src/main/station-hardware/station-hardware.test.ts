import { describe, expect, it } from 'vitest';
import { HARBOR_COFFEE_CASH_RECEIPT } from './escpos/harbor-coffee-receipt';
import { openStationHardware } from './station-hardware';

describe('the station hardware Zyno Desktop opens', () => {
  it('with the simulated printer, logs each receipt as text and the drawer kick', async () => {
    const logged: string[] = [];
    const hardware = await openStationHardware(
      { receiptPrinter: 'simulated', barcodeScanner: 'none' },
      (message) => logged.push(message),
    );
    await expect(hardware.receiptPrinter.status()).resolves.toEqual({
      connected: true,
      name: 'Simulated receipt printer',
    });
    await hardware.receiptPrinter.print(HARBOR_COFFEE_CASH_RECEIPT);
    await hardware.receiptPrinter.openDrawer();
    expect(logged[0]).toMatch(/^Simulated receipt printer:\nHarbor Coffee\n/);
    expect(logged[0]).toContain('Change                               10.83');
    expect(logged[0]).toMatch(/\[cash drawer kicked\]$/);
    expect(logged[1]).toBe('Simulated receipt printer:\n\n[cash drawer kicked]');
    await hardware.shutdown();
  });

  it('without a printer, says so and refuses to print', async () => {
    const hardware = await openStationHardware(
      { receiptPrinter: 'none', barcodeScanner: 'none' },
      () => undefined,
    );
    await expect(hardware.receiptPrinter.status()).resolves.toEqual({
      connected: false,
      name: null,
    });
    await expect(hardware.receiptPrinter.openDrawer()).rejects.toThrow(
      'No receipt printer is attached to this station.',
    );
    await hardware.shutdown();
  });
});

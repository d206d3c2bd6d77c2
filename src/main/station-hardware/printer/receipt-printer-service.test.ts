import { describe, expect, it } from 'vitest';
import { HARBOR_COFFEE_CASH_RECEIPT } from '../escpos/harbor-coffee-receipt';
import { noReceiptPrinter, ReceiptPrinterError } from './receipt-printer-port';
import { createReceiptPrinterService } from './receipt-printer-service';
import { createSimulatedReceiptPrinter } from './simulated-receipt-printer';

const oneLine = (text: string) => ({ blocks: [{ kind: 'text' as const, text }] });

describe('the receipt printer service', () => {
  it('prints a receipt and kicks the drawer when it asks to', async () => {
    const printer = createSimulatedReceiptPrinter();
    const service = createReceiptPrinterService(printer);
    await expect(service.status()).resolves.toEqual({
      connected: true,
      name: 'Simulated receipt printer',
    });
    await service.print(HARBOR_COFFEE_CASH_RECEIPT);
    expect(printer.printouts).toHaveLength(1);
    expect(printer.printouts[0]?.text).toContain('Change                               10.83');
    expect(printer.printouts[0]?.drawerKicked).toBe(true);
  });

  it('opens the drawer without printing', async () => {
    const printer = createSimulatedReceiptPrinter();
    await createReceiptPrinterService(printer).openDrawer();
    expect(printer.printouts).toEqual([
      {
        events: [{ type: 'drawer-kick', pin: 2, onMs: 50, offMs: 500 }],
        text: [],
        drawerKicked: true,
      },
    ]);
  });

  it('prints jobs one at a time, in order, so two receipts never interleave', async () => {
    const printer = createSimulatedReceiptPrinter();
    const service = createReceiptPrinterService(printer);
    const release = printer.hold();
    const first = service.print(oneLine('first'));
    const second = service.print(oneLine('second'));
    const drawer = service.openDrawer();
    expect(printer.printouts).toHaveLength(0);
    release();
    await Promise.all([first, second, drawer]);
    expect(printer.printouts.map((printout) => printout.text)).toEqual([['first'], ['second'], []]);
  });

  it('carries on with the next job after one fails', async () => {
    const printer = createSimulatedReceiptPrinter();
    const service = createReceiptPrinterService(printer);
    printer.failNextJob('timeout');
    const failed = service.print(oneLine('lost'));
    const next = service.print(oneLine('next'));
    await expect(failed).rejects.toThrow(new ReceiptPrinterError('timeout'));
    await next;
    expect(printer.printouts.map((printout) => printout.text)).toEqual([['next']]);
  });

  it('says when no printer is attached', async () => {
    const printer = createSimulatedReceiptPrinter();
    printer.attached = false;
    const service = createReceiptPrinterService(printer);
    await expect(service.status()).resolves.toEqual({ connected: false, name: null });
    await expect(service.print(oneLine('x'))).rejects.toThrow(
      'No receipt printer is attached to this station.',
    );
    await expect(createReceiptPrinterService(noReceiptPrinter).openDrawer()).rejects.toThrow(
      'No receipt printer is attached to this station.',
    );
  });
});

// The station's receipt printer for the drawer's screens: a kick opens the drawer when a printer
// (and so a drawer behind it) is connected; a report prints there, else through the system's print.
import type { ReceiptDocument } from '@shared/sales/receipt';
import { usePlatform, type DesktopServices } from '../../../../platform';

type ReceiptPrinterService = NonNullable<DesktopServices['receiptPrinter']>;

async function connectedPrinter(
  printer: ReceiptPrinterService | undefined,
): Promise<ReceiptPrinterService | null> {
  return printer !== undefined && (await printer.status()).connected ? printer : null;
}

export function useStationPrinter() {
  const printer = usePlatform().desktop?.receiptPrinter;
  return {
    /** Opens the cash drawer; false when no printer is connected to open it. */
    kick: async (): Promise<boolean> => {
      const connected = await connectedPrinter(printer);
      if (connected === null) return false;
      await connected.openDrawer();
      return true;
    },
    print: async (document: ReceiptDocument): Promise<void> => {
      const connected = await connectedPrinter(printer);
      if (connected === null) window.print();
      else await connected.print(document);
    },
  };
}

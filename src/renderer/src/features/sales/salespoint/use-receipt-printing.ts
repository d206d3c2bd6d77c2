// Printing a receipt from the till: on the station's receipt printer when Zyno Desktop has one
// connected (it kicks the cash drawer too), else the browser's print dialog; the error stays
// on screen until the next attempt or until it is cleared.
import type { ReceiptDocument } from '@shared/sales/receipt';
import { useCallback, useState } from 'react';
import { apiErrorText } from '../../../api';
import { usePlatform } from '../../../platform';

export interface ReceiptPrinting {
  print: (document: ReceiptDocument) => Promise<void>;
  /** Prints only where a receipt printer is connected: the drawer must open for the change. */
  printAtStation: (document: ReceiptDocument) => Promise<void>;
  printing: boolean;
  printError: string | null;
  clearPrintError: () => void;
}

export function useReceiptPrinting(): ReceiptPrinting {
  const { desktop } = usePlatform();
  const [printing, setPrinting] = useState(false);
  const [printError, setPrintError] = useState<string | null>(null);
  const printer = desktop?.receiptPrinter;

  const print = useCallback(
    async (document: ReceiptDocument) => {
      setPrintError(null);
      setPrinting(true);
      try {
        if (printer !== undefined && (await printer.status()).connected)
          await printer.print(document);
        else window.print();
      } catch (error) {
        setPrintError(apiErrorText(error));
      } finally {
        setPrinting(false);
      }
    },
    [printer],
  );

  const printAtStation = useCallback(
    async (document: ReceiptDocument) => {
      if (printer !== undefined && (await printer.status()).connected) await print(document);
    },
    [print, printer],
  );

  const clearPrintError = useCallback(() => {
    setPrintError(null);
  }, []);

  return { print, printAtStation, printing, printError, clearPrintError };
}

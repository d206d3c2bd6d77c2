// The station's receipt printer as the bridge offers it: status, print a receipt, open the
// drawer. Jobs go to the printer one at a time, in the order asked, so two receipts never
// interleave on the paper; a failed job does not hold up the next.
import type { ReceiptPrinterStatus } from '@shared/desktop/station-hardware';
import type { ReceiptDocument } from '@shared/sales/receipt';
import { encodeDrawerKick, encodeReceipt } from '../escpos/receipt-encoder';
import type { ReceiptPrinterPort } from './receipt-printer-port';

export interface ReceiptPrinterService {
  status(): Promise<ReceiptPrinterStatus>;
  print(document: ReceiptDocument): Promise<null>;
  openDrawer(): Promise<null>;
}

export function createReceiptPrinterService(port: ReceiptPrinterPort): ReceiptPrinterService {
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (bytes: Uint8Array): Promise<null> => {
    const job = queue.then(() => port.write(bytes)).then(() => null);
    queue = job.catch(() => undefined);
    return job;
  };
  return {
    status: () => Promise.resolve(port.status()),
    print: (document) => enqueue(encodeReceipt(document)),
    openDrawer: () => enqueue(encodeDrawerKick()),
  };
}

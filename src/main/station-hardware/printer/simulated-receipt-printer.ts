// A receipt printer that is software: it reads each job with the ESC/POS protocol simulator and
// keeps what it printed, so tests (and the desktop harness) assert the receipt's text and the
// drawer kick. It can be unplugged, and made to fail a job as a real printer would.
import { decodeEscPos, type Printout } from '../escpos/escpos-decoder';
import {
  ReceiptPrinterError,
  type ReceiptPrinterErrorKind,
  type ReceiptPrinterPort,
} from './receipt-printer-port';

export interface SimulatedReceiptPrinter extends ReceiptPrinterPort {
  /** Every job printed so far, oldest first. */
  readonly printouts: readonly Printout[];
  attached: boolean;
  /** The next job fails this way (out of paper, unplugged mid-job …). */
  failNextJob(kind: ReceiptPrinterErrorKind): void;
  /**
   * Holds every job until the returned function is called, as a slow printer would; jobs asked
   * for meanwhile queue behind.
   */
  hold(): () => void;
}

export function createSimulatedReceiptPrinter(
  name = 'Simulated receipt printer',
): SimulatedReceiptPrinter {
  const printouts: Printout[] = [];
  let failure: ReceiptPrinterErrorKind | null = null;
  let held: Promise<void> = Promise.resolve();
  const printer: SimulatedReceiptPrinter = {
    printouts,
    attached: true,
    status: () => ({ connected: printer.attached, name: printer.attached ? name : null }),
    async write(bytes) {
      if (!printer.attached) throw new ReceiptPrinterError('not-connected');
      await held;
      const failing = failure;
      failure = null;
      if (failing !== null) throw new ReceiptPrinterError(failing);
      // A command the simulator does not know would come out as garbage on paper: refused.
      const printout = decodeEscPos(bytes);
      printouts.push(printout);
    },
    failNextJob(kind) {
      failure = kind;
    },
    hold() {
      let release: () => void = () => undefined;
      held = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
  };
  return printer;
}

// The protocol-level simulator of a U.are.U reader, its USB host and virtual clock: what the
// driver's tests (and anyone without the hardware) run the real driver against.

export { SimulatedReader, type SimulatedReaderOptions } from './simulated-reader.ts';
export { SimulatedUsbHost } from './simulated-usb-host.ts';
export { blankFrame, testPrint } from './test-print.ts';
export { VirtualClock } from './virtual-clock.ts';
export { ReaderEventLog, settle } from './reader-event-log.ts';

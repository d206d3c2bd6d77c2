// The protocol-level simulator of a U.are.U reader, its USB host and virtual clock: what the
// driver's tests (and anyone without the hardware) run the real driver against.

export { defaultLayout, encodeFrame, type FrameLayout } from './frame-encoder.ts';
export { seededRandom } from './random.ts';
export {
  SimulatedReader,
  type FrameScript,
  type SimulatedReaderOptions,
} from './simulated-reader.ts';
export { SimulatedUsbHost, type OtherUsbDevice } from './simulated-usb-host.ts';
export { blankFrame, testPrint, TEST_PRINT_MARGIN, type TestPrintOptions } from './test-print.ts';
export { VirtualClock } from './virtual-clock.ts';
export { READER_EVENT_NAMES, ReaderEventLog, settle } from './reader-event-log.ts';

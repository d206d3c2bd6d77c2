// The reader side of the fingerprint package: the reader interface Zyno Desktop consumes, the
// U.are.U driver and its USB seam, and the errors and messages readers report.

export { systemClock, type Clock, type TimerHandle } from './clock.ts';
export type { GreyImage } from './grey-image.ts';
export { CAPTURE_ACCEPTED, CAPTURE_QUALITY_MESSAGES, READER_ERROR_MESSAGES } from './messages.ts';
export { IMAGE_HEIGHT, IMAGE_WIDTH } from './protocol.ts';
export { assessCapture, type CaptureQuality, type QualityIssue } from './quality.ts';
export {
  CAPTURE_ERROR_REASONS,
  ReaderError,
  type CaptureErrorReason,
  type ReaderErrorReason,
} from './reader-error.ts';
export { ReaderEmitter } from './reader-emitter.ts';
export type {
  CaptureErrorEvent,
  CaptureEvent,
  FingerprintReader,
  ReaderEvent,
  ReaderEventName,
  ReaderEvents,
  ReaderInfo,
} from './reader.ts';
export type {
  ControlSetup,
  InterruptListener,
  UsbDeviceInfo,
  UsbHost,
  UsbHotplugListener,
  UsbTransferErrorKind,
  UsbTransport,
} from './transport.ts';
export { UsbTransferError } from './transport.ts';
export { createUru4000Reader, type Uru4000ReaderOptions } from './uru4000-reader.ts';
export { createUsbHost } from './usb-host.ts';
export { READER_MODELS, findReaderModel, type ReaderModel } from './usb-ids.ts';

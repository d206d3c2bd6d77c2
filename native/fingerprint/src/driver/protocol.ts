// Wire facts of the U.are.U 4000/4000B/4500 family (design fingerprint.md, after libfprint's
// reverse-engineered uru4000 driver): endpoints, registers, modes, interrupts and frame sizes.

/** Vendor control transfers: bRequest 0x04, wValue = register, wIndex 0. */
export const REGISTER_REQUEST = 0x04;
export const CONTROL_TIMEOUT_MS = 5_000;

export const INTERRUPT_ENDPOINT = 0x81;
export const IMAGE_ENDPOINT = 0x82;
export const INTERRUPT_PACKET_SIZE = 64;

export const Register = {
  hardwareStatus: 0x07,
  scrambleIndex: 0x33,
  scrambleKey: 0x34,
  mode: 0x4e,
  deviceInfo: 0xf0,
  response: 0x2000,
  challenge: 0x2010,
} as const;

export const Mode = {
  awaitFingerOn: 0x10,
  awaitFingerOff: 0x12,
  capture: 0x20,
  off: 0x70,
  ready: 0x80,
} as const;

/** First two bytes of an interrupt packet, big-endian. */
export const Interrupt = {
  scanPowerOn: 0x56aa,
  fingerOn: 0x0101,
  fingerOff: 0x0200,
  nextScanMayFail: 0x0800,
} as const;

/** Hardware status bits. */
export const Status = {
  lowPower: 0x80,
  confused: 0x04,
  rebooted: 0x01,
  /** Both set: the reader needs a power reboot before it can be powered up. */
  needsReboot: 0x84,
  writableBits: 0x0f,
} as const;

export const DEVICE_INFO_LENGTH = 16;
export const CHALLENGE_LENGTH = 16;

export const IMAGE_WIDTH = 384;
export const IMAGE_HEIGHT = 290;
export const FRAME_HEADER_SIZE = 64;
/** The bulk read queued for one capture: the header plus a full 384 × 290 image. */
export const FRAME_REQUEST_LENGTH = FRAME_HEADER_SIZE + IMAGE_WIDTH * IMAGE_HEIGHT;
export const FRAME_BLOCK_COUNT = 15;

/** Where the frame header keeps its fields: line count (u16 LE), key number, then the blocks. */
export const FrameHeaderOffset = {
  lineCount: 4,
  keyNumber: 6,
  /** FRAME_BLOCK_COUNT pairs of (flags, lines). */
  blocks: 16,
} as const;

/** Block flags in the frame header. */
export const BlockFlag = {
  changeKey: 0x80,
  noKeyUpdate: 0x04,
  scrambled: 0x02,
  repeatsLines: 0x01,
} as const;

/** A frame whose first two rows vary less than this (libfprint's dev2 measure) is plain. */
export const PLAIN_IMAGE_VARIANCE_LIMIT = 5_000;

/** Power-up timing: status polls of 100 × 10 ms; the scan-power interrupt within 300 ms. */
export const STATUS_POLL_ATTEMPTS = 100;
export const STATUS_POLL_INTERVAL_MS = 10;
export const SCAN_POWER_TIMEOUT_MS = 300;
export const POWER_UP_ATTEMPTS = 3;

/** How long a capture may take from finger-on before the reader counts as stalled. */
export const CAPTURE_TIMEOUT_MS = 5_000;

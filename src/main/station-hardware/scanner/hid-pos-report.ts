// USB HID point-of-sale barcode scanners (HID POS usage tables, usage page 0x8C): the scanned-data
// input report, and scans assembled from one or more of them. The report every HID POS scanner
// sends (Honeywell, Zebra, Datalogic, Access-IS …) is 64 bytes:
//
//   0      report id 0x02
//   1      how many data bytes this report carries (0–56)
//   2–4    AIM symbology identifier (']' + code + modifier, e.g. ]E0), or zeros
//   5–60   the data bytes, zero-padded
//   61–62  vendor symbology byte, reserved
//   63     bit 0: more reports of this scan follow (decoded data continued)
import {
  barcodeScanSchema,
  MAX_BARCODE_SCAN_LENGTH,
  type BarcodeScan,
} from '@shared/desktop/station-hardware';

export const HID_POS_BARCODE_SCANNER_USAGE_PAGE = 0x8c;
export const SCANNED_DATA_REPORT_ID = 0x02;
export const SCANNED_DATA_REPORT_LENGTH = 64;
export const SCANNED_DATA_BYTES_PER_REPORT = 56;
const DATA_OFFSET = 5;
const CONTINUED_OFFSET = 63;
const GROUP_SEPARATOR = 0x1d;

export class HidScanReportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HidScanReportError';
  }
}

export interface ScannedDataReport {
  symbology: string | null;
  data: string;
  continued: boolean;
}

/** Reads one scanned-data report; anything else is refused with what is wrong with it. */
export function parseScannedDataReport(report: Uint8Array): ScannedDataReport {
  if (report.length !== SCANNED_DATA_REPORT_LENGTH) {
    throw new HidScanReportError(
      `A scanned-data report is ${SCANNED_DATA_REPORT_LENGTH} bytes; this one is ${report.length}.`,
    );
  }
  if (report[0] !== SCANNED_DATA_REPORT_ID) {
    throw new HidScanReportError(
      `Report 0x${(report[0] ?? 0).toString(16)} is not a scanned-data report (0x02).`,
    );
  }
  const length = report[1] ?? 0;
  if (length > SCANNED_DATA_BYTES_PER_REPORT) {
    throw new HidScanReportError(
      `The report claims ${length} data bytes; at most ${SCANNED_DATA_BYTES_PER_REPORT} fit.`,
    );
  }
  const data = [...report.subarray(DATA_OFFSET, DATA_OFFSET + length)];
  const bad = data.find((byte) => byte !== GROUP_SEPARATOR && (byte < 0x20 || byte > 0x7e));
  if (bad !== undefined) {
    throw new HidScanReportError(
      `The scan holds byte 0x${bad.toString(16).padStart(2, '0')}, which no barcode of ours carries.`,
    );
  }
  return {
    symbology: symbologyOf(report.subarray(2, DATA_OFFSET)),
    data: String.fromCharCode(...data),
    continued: ((report[CONTINUED_OFFSET] ?? 0) & 1) === 1,
  };
}

function symbologyOf(bytes: Uint8Array): string | null {
  if (bytes.every((byte) => byte === 0)) return null;
  const text = String.fromCharCode(...bytes);
  if (!/^\][\x21-\x7e]{2}$/.test(text)) {
    throw new HidScanReportError('The symbology identifier is not an AIM identifier (]Xn).');
  }
  return text;
}

/**
 * Joins a scanner's reports into scans: a long code comes in several reports, the last with its
 * continued bit clear. A report that cannot belong to the scan under way (garbled, another
 * symbology, too long) throws, and what was gathered so far is dropped: no half scan is emitted.
 */
export function createScanAssembler(): { push(report: Uint8Array): BarcodeScan | null } {
  let pending: { symbology: string | null; data: string } | null = null;
  return {
    push(report) {
      try {
        const part = parseScannedDataReport(report);
        if (pending !== null && pending.symbology !== part.symbology) {
          throw new HidScanReportError(
            'A continued scan changed symbology part way; the scan was dropped.',
          );
        }
        const data = (pending?.data ?? '') + part.data;
        if (data.length > MAX_BARCODE_SCAN_LENGTH) {
          throw new HidScanReportError(
            `A scan longer than ${MAX_BARCODE_SCAN_LENGTH} characters was dropped.`,
          );
        }
        if (part.continued) {
          pending = { symbology: part.symbology, data };
          return null;
        }
        pending = null;
        const scan = barcodeScanSchema.safeParse({ data, symbology: part.symbology });
        if (!scan.success) throw new HidScanReportError('The scanner sent an empty scan.');
        return scan.data;
      } catch (error) {
        pending = null;
        throw error;
      }
    },
  };
}

/** A scan as the reports a HID POS scanner sends for it (the simulated scanner's side). */
export function scannedDataReports(data: string, symbology: string | null): Uint8Array[] {
  const chunks: string[] = [];
  for (let start = 0; start < data.length; start += SCANNED_DATA_BYTES_PER_REPORT) {
    chunks.push(data.slice(start, start + SCANNED_DATA_BYTES_PER_REPORT));
  }
  return chunks.map((chunk, index) => {
    const report = new Uint8Array(SCANNED_DATA_REPORT_LENGTH);
    report[0] = SCANNED_DATA_REPORT_ID;
    report[1] = chunk.length;
    if (symbology !== null) report.set(Buffer.from(symbology, 'latin1'), 2);
    report.set(Buffer.from(chunk, 'latin1'), DATA_OFFSET);
    report[CONTINUED_OFFSET] = index < chunks.length - 1 ? 1 : 0;
    return report;
  });
}

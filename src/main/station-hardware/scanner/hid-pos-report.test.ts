import { describe, expect, it } from 'vitest';
import {
  createScanAssembler,
  HidScanReportError,
  parseScannedDataReport,
  scannedDataReports,
} from './hid-pos-report';

/** A scanned-data report as a scanner sends it, with any byte overridden. */
function report(data: string, options: { symbology?: string; continued?: boolean } = {}) {
  const bytes = new Uint8Array(64);
  bytes[0] = 0x02;
  bytes[1] = data.length;
  bytes.set(Buffer.from(options.symbology ?? ']E0', 'latin1'), 2);
  bytes.set(Buffer.from(data, 'latin1'), 5);
  bytes[63] = options.continued === true ? 0x01 : 0x00;
  return bytes;
}

describe('the HID POS scanned-data report', () => {
  it('reads the symbology, the data bytes and the continued bit', () => {
    expect(parseScannedDataReport(report('0850001234566'))).toEqual({
      symbology: ']E0',
      data: '0850001234566',
      continued: false,
    });
    const noSymbology = report('ABC', { continued: true });
    noSymbology.fill(0, 2, 5);
    expect(parseScannedDataReport(noSymbology)).toEqual({
      symbology: null,
      data: 'ABC',
      continued: true,
    });
  });

  it.each([
    ['a short report', new Uint8Array(8), 'A scanned-data report is 64 bytes; this one is 8.'],
    [
      'another report id',
      Uint8Array.from({ length: 64 }, (_, index) => (index === 0 ? 0x04 : 0)),
      'Report 0x4 is not a scanned-data report (0x02).',
    ],
    [
      'a length past the data field',
      Uint8Array.from({ length: 64 }, (_, index) => [0x02, 57][index] ?? 0),
      'The report claims 57 data bytes; at most 56 fit.',
    ],
    [
      'a control byte in the data',
      report('12\x0734'),
      'The scan holds byte 0x07, which no barcode of ours carries.',
    ],
    [
      'a symbology that is not AIM',
      report('123', { symbology: 'EAN' }),
      'The symbology identifier is not an AIM identifier (]Xn).',
    ],
  ])('refuses %s, saying what is wrong', (_case, bytes, message) => {
    expect(() => parseScannedDataReport(bytes)).toThrow(new HidScanReportError(message));
  });
});

describe('scans assembled from reports', () => {
  it('emits a one-report scan at once', () => {
    const assembler = createScanAssembler();
    expect(assembler.push(report('2000000000015'))).toEqual({
      data: '2000000000015',
      symbology: ']E0',
    });
  });

  it('joins a long code sent in fragments and keeps GS1 separators', () => {
    const long = `01095011015300031721123110\x1d10ABC123${'9'.repeat(60)}`;
    const reports = scannedDataReports(long, ']d2');
    expect(reports).toHaveLength(2);
    const assembler = createScanAssembler();
    expect(assembler.push(reports[0] ?? new Uint8Array())).toBeNull();
    expect(assembler.push(reports[1] ?? new Uint8Array())).toEqual({
      data: long,
      symbology: ']d2',
    });
  });

  it('drops a scan whose symbology changes part way, and reads the next one', () => {
    const assembler = createScanAssembler();
    expect(assembler.push(report('12345', { continued: true }))).toBeNull();
    expect(() => assembler.push(report('678', { symbology: ']C0' }))).toThrow(
      'A continued scan changed symbology part way; the scan was dropped.',
    );
    expect(assembler.push(report('2000000000022'))).toEqual({
      data: '2000000000022',
      symbology: ']E0',
    });
  });

  it('drops what was gathered when garbage arrives mid-scan: no half scan', () => {
    const assembler = createScanAssembler();
    assembler.push(report('HALF', { continued: true }));
    expect(() => assembler.push(new Uint8Array(64))).toThrow(HidScanReportError);
    expect(assembler.push(report('WHOLE'))).toEqual({ data: 'WHOLE', symbology: ']E0' });
  });

  it('refuses an empty scan and one longer than any code', () => {
    expect(() => createScanAssembler().push(report(''))).toThrow('The scanner sent an empty scan.');
    const assembler = createScanAssembler();
    const chunk = report('9'.repeat(56), { continued: true });
    expect(() => {
      for (let index = 0; index < 80; index++) assembler.push(chunk);
    }).toThrow('A scan longer than 4096 characters was dropped.');
  });
});

import type { BarcodeScan } from '@shared/desktop/station-hardware';
import { describe, expect, it } from 'vitest';
import { createBarcodeScanners } from './barcode-scanners';
import { createSimulatedHidHost } from './simulated-hid-scanner';

function station() {
  const host = createSimulatedHidHost();
  const logged: string[] = [];
  const scanners = createBarcodeScanners(host, (message) => logged.push(message));
  const scans: BarcodeScan[] = [];
  scanners.subscribe((scan) => scans.push(scan));
  return { host, scanners, scans, logged };
}

describe('the station’s HID POS barcode scanners', () => {
  it('open every scanner on usage page 0x8C and pass each scan on', async () => {
    const { host, scanners, scans } = station();
    const front = host.plugInScanner();
    host.plugInOther(0x01);
    await scanners.rescan();
    expect(scanners.attached).toBe(1);
    front.scan('2000000000015');
    front.scan('DT-000042', { symbology: ']C0' });
    expect(scans).toEqual([
      { data: '2000000000015', symbology: ']E0' },
      { data: 'DT-000042', symbology: ']C0' },
    ]);
  });

  it('find a scanner plugged in later, and forget one unplugged', async () => {
    const { host, scanners, scans } = station();
    await scanners.rescan();
    expect(scanners.attached).toBe(0);
    const later = host.plugInScanner();
    await scanners.rescan();
    later.scan('0850001234566');
    expect(scans).toEqual([{ data: '0850001234566', symbology: ']E0' }]);
    later.unplug();
    expect(scanners.attached).toBe(0);
    await scanners.rescan();
    expect(scanners.attached).toBe(0);
  });

  it('log garbage and emit nothing for it', async () => {
    const { host, scanners, scans, logged } = station();
    const scanner = host.plugInScanner();
    await scanners.rescan();
    scanner.sendReport(Uint8Array.from([0x02, 0xff, 0x00]));
    expect(scans).toEqual([]);
    expect(logged).toEqual(['A barcode scanner sent a report that is not a scan; it was ignored.']);
    scanner.scan('2000000000022');
    expect(scans).toHaveLength(1);
  });

  it('stop passing scans to a listener that unsubscribed, and close at quit', async () => {
    const { host, scanners, scans } = station();
    const scanner = host.plugInScanner();
    const heard: BarcodeScan[] = [];
    const stop = scanners.subscribe((scan) => heard.push(scan));
    await scanners.rescan();
    stop();
    scanner.scan('2000000000015');
    expect(heard).toEqual([]);
    expect(scans).toHaveLength(1);
    await scanners.close();
    expect(scanners.attached).toBe(0);
    scanner.scan('2000000000015');
    expect(scans).toHaveLength(1);
  });
});

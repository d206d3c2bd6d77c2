// The U.are.U driver against the protocol simulator: discovery, power-up and its failures,
// the capture cycle, descrambling, malformed frames, stalls, unplug and re-attach, shutdown.

import { describe, expect, it } from 'vitest';

import {
  ReaderEventLog,
  SimulatedReader,
  SimulatedUsbHost,
  VirtualClock,
  blankFrame,
  settle,
  testPrint,
  type SimulatedReaderOptions,
} from '../simulator/index.ts';
import type { GreyImage } from './grey-image.ts';
import { READER_ERROR_MESSAGES } from './messages.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH, Mode } from './protocol.ts';
import { ReaderError } from './reader-error.ts';
import { createUru4000Reader } from './uru4000-reader.ts';
import { READER_MODELS } from './usb-ids.ts';

function setup(options: Omit<SimulatedReaderOptions, 'clock'> = {}) {
  const clock = new VirtualClock();
  const host = new SimulatedUsbHost();
  const device = new SimulatedReader({ clock, ...options });
  const id = host.plug(device);
  const reader = createUru4000Reader({ host, clock });
  const log = new ReaderEventLog(reader);
  return { clock, host, device, id, reader, log };
}

async function capturing(options: Omit<SimulatedReaderOptions, 'clock'> = {}) {
  const kit = setup(options);
  await kit.reader.start();
  await kit.reader.startCapturing();
  return kit;
}

/** Rows of an image, so a failing comparison names the first row that differs. */
function rows(image: GreyImage): number[][] {
  const result: number[][] = [];
  for (let y = 0; y < image.height; y += 1) {
    result.push([...image.pixels.subarray(y * image.width, (y + 1) * image.width)]);
  }
  return result;
}

const print = testPrint(7);

describe('discovery', () => {
  it('attaches the reader and skips other devices on the bus', async () => {
    const clock = new VirtualClock();
    const host = new SimulatedUsbHost();
    host.plug({ vendorId: 0x046d, productId: 0xc31c });
    const id = host.plug(new SimulatedReader({ clock }));
    const reader = createUru4000Reader({ host, clock });
    const log = new ReaderEventLog(reader);

    await reader.start();

    expect(log.names).toEqual(['attached']);
    expect(reader.current).toEqual({
      id,
      model: 'U.are.U 4000B / 4500',
      vendorId: 0x05ba,
      productId: 0x000a,
    });
  });

  it.each(READER_MODELS)('recognises $name ($vendorId:$productId)', async (model) => {
    const { reader, log } = setup({ vendorId: model.vendorId, productId: model.productId });
    await reader.start();
    expect((await log.next('attached')).reader.model).toBe(model.name);
  });

  it('ignores a device that is no U.are.U, even when plugged in later', async () => {
    const clock = new VirtualClock();
    const host = new SimulatedUsbHost();
    const reader = createUru4000Reader({ host, clock });
    const log = new ReaderEventLog(reader);
    await reader.start();

    host.plug(new SimulatedReader({ clock, vendorId: 0x05ba, productId: 0x0009 }));

    expect(log.names).toEqual([]);
    expect(reader.current).toBeNull();
  });
});

describe('power-up', () => {
  it('powers the reader up and waits for a finger', async () => {
    const { device } = await capturing();

    expect(device.statusWrites[0]).toBe(0x00);
    expect(device.modes).toEqual([Mode.awaitFingerOn]);
  });

  it('reboots a reader stuck in the 0x84 state first', async () => {
    const { device, log } = await capturing({ needsReboot: true });

    expect(device.statusWrites.slice(0, 2)).toEqual([0x04, 0x01]);
    device.press(print);
    expect((await log.next('capture')).quality.issue).toBeNull();
  });

  it('runs the sequence again when the scan-power interrupt does not come', async () => {
    const { device } = await capturing({ missedScanPowerInterrupts: 1 });

    // The second attempt finds the reader powered and powers it down before powering it up.
    expect(device.statusWrites.filter((value) => value === 0x80)).toHaveLength(1);
    expect(device.modes).toEqual([Mode.awaitFingerOn]);
  });

  it('gives up after three attempts with a clear error, and can try again later', async () => {
    const { reader, device } = setup({ missedScanPowerInterrupts: 3 });
    await reader.start();

    const failure = await reader.startCapturing().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ReaderError);
    expect(failure).toMatchObject({
      reason: 'power-up-failed',
      message: READER_ERROR_MESSAGES['power-up-failed'],
      detail: 'No scan-power interrupt within 300 ms in 3 attempts.',
    });
    expect(device.modes).toEqual([]);

    await reader.startCapturing();
    expect(device.modes).toEqual([Mode.awaitFingerOn]);
  });

  it('answers the challenge of a Microsoft v2 reader', async () => {
    const { device, log } = await capturing({ vendorId: 0x045e, productId: 0x00ca });

    device.press(print);
    expect((await log.next('capture')).quality.issue).toBeNull();
  });
});

describe('capture', () => {
  it('reports finger-on, the upright image and finger-off, in that order', async () => {
    const { clock, device, log } = await capturing();
    log.clear();

    device.press(print);
    const capture = await log.next('capture');
    device.lift();
    await settle(clock);

    expect(log.names).toEqual(['finger-on', 'capture', 'finger-off']);
    expect(capture.image.width).toBe(IMAGE_WIDTH);
    expect(capture.image.height).toBe(IMAGE_HEIGHT);
    expect(rows(capture.image)).toEqual(rows(print));
    expect(capture.quality).toMatchObject({ issue: null, message: 'Fingerprint captured.' });
    expect(capture.quality.coverage).toBeGreaterThan(0.3);
    expect(device.modes).toEqual([
      Mode.awaitFingerOn,
      Mode.capture,
      Mode.awaitFingerOff,
      Mode.awaitFingerOn,
    ]);
  });

  it('descrambles scrambled blocks to the exact image', async () => {
    const { device, log } = await capturing({ scrambled: true });

    device.press(print);
    const capture = await log.next('capture');

    expect(device.keyExchanges).toEqual([0]);
    expect(rows(capture.image)).toEqual(rows(print));
  });

  it('follows a key change in the middle of a frame', async () => {
    const { device, log } = await capturing({ scrambled: true });
    const blocks = Array.from({ length: 15 }, (_, index) => ({
      flags: index === 6 ? 0x82 : 0x02,
      lines: index < 14 ? 20 : 9,
    }));
    device.scriptFrames({ keyNumber: 3, blocks });

    device.press(print);
    const capture = await log.next('capture');

    expect(device.keyExchanges).toEqual([3, 4]);
    expect(rows(capture.image)).toEqual(rows(print));
  });

  it('fills a block that repeats lines with the lines that follow it', async () => {
    const { device, log } = await capturing();
    const twenty = { flags: 0, lines: 20 };
    device.scriptFrames({
      blocks: [
        ...Array.from({ length: 5 }, () => twenty),
        { flags: 0x01, lines: 10 },
        ...Array.from({ length: 8 }, () => twenty),
        { flags: 0, lines: 19 },
      ],
    });

    device.press(print);
    const captured = rows((await log.next('capture')).image);

    // Sensor lines 100–109 (upright rows 180–189) show sensor lines 110–119 (rows 170–179).
    const expected = rows(print);
    expected.splice(180, 10, ...expected.slice(170, 180));
    expect(captured).toEqual(expected);
  });

  it('says the finger was lifted too fast when it leaves before the frame is complete', async () => {
    const { clock, device, log } = await capturing();
    log.clear();

    device.press(print);
    await log.next('finger-on');
    device.lift();
    const failure = await log.next('capture-error');

    expect(log.names).toEqual(['finger-on', 'finger-off', 'capture-error']);
    expect(failure).toMatchObject({
      reason: 'too-fast',
      message: 'Finger lifted too fast. Keep your finger on the reader for a second.',
    });
    expect(failure.image).toBeDefined();
    await settle(clock);
    expect(device.modes.at(-1)).toBe(Mode.awaitFingerOn);
  });

  it('reports a partial print and an empty frame', async () => {
    const { device, log } = await capturing();

    device.press(testPrint(7, { contact: 0.15 }));
    expect(await log.next('capture-error')).toMatchObject({
      reason: 'partial',
      message: READER_ERROR_MESSAGES.partial,
    });
    device.lift();

    device.press(blankFrame());
    expect(await log.next('capture-error')).toMatchObject({
      reason: 'no-finger',
      message: READER_ERROR_MESSAGES['no-finger'],
    });
  });

  it.each([
    ['a frame shorter than its lines', { truncateTo: 64 + 100 * 384 }, /its 289 lines need/],
    ['a frame shorter than its header', { truncateTo: 40 }, /less than its 64-byte header/],
    ['a frame claiming 290 lines', { lineCount: 290 }, /counts 290 lines/],
  ])('rejects %s and captures the next press', async (_, script, detail) => {
    const { device, log } = await capturing();
    device.scriptFrames(script);

    device.press(print);
    const failure = await log.next('capture-error');
    expect(failure.reason).toBe('bad-frame');
    expect(failure.message).toBe(READER_ERROR_MESSAGES['bad-frame']);
    expect(failure.detail).toMatch(detail);

    device.lift();
    device.press(print);
    expect(rows((await log.next('capture')).image)).toEqual(rows(print));
  });
});

describe('recovery', () => {
  it('clears a stalled image transfer and captures the next press', async () => {
    const { device, log } = await capturing();
    device.scriptFrames({ stall: true });

    device.press(print);
    expect(await log.next('capture-error')).toMatchObject({
      reason: 'stalled',
      message: READER_ERROR_MESSAGES.stalled,
    });
    expect(device.haltsCleared).toEqual([0x82]);

    device.lift();
    device.press(print);
    expect((await log.next('capture')).quality.issue).toBeNull();
  });

  it('reports an unplug mid-capture and leaves nothing running', async () => {
    const { clock, host, id, device, reader, log } = await capturing();
    const listeners = reader.listenerCount();
    log.clear();

    device.press(print);
    await log.next('finger-on');
    host.unplug(id);
    await settle(clock);

    expect(log.names).toEqual(['finger-on', 'capture-error', 'detached']);
    expect(log.entries[1]?.payload).toMatchObject({
      reason: 'unplugged',
      message: 'The fingerprint reader was unplugged.',
    });
    expect(reader.current).toBeNull();
    expect(clock.pendingTimers).toBe(0);
    expect(reader.listenerCount()).toBe(listeners);
    expect(host.watcherCount).toBe(1);
  });

  it('picks up a reader plugged back in and captures with it', async () => {
    const { clock, host, id, reader, log } = await capturing();
    host.unplug(id);
    await settle(clock);

    const again = new SimulatedReader({ clock, scrambled: true });
    host.plug(again);
    await settle(clock);
    again.press(print);
    const capture = await log.next('capture');

    expect(log.names).toEqual(['attached', 'detached', 'attached', 'finger-on', 'capture']);
    expect(reader.current?.id).not.toBe(id);
    expect(again.modes[0]).toBe(Mode.awaitFingerOn);
    expect(rows(capture.image)).toEqual(rows(print));
  });

  it('reports an unplug while powering up as unplugged', async () => {
    const { clock, host, id, reader } = setup();
    await reader.start();

    const starting = reader.startCapturing();
    clock.setTimeout(() => {
      host.unplug(id);
    }, 5);

    await expect(starting).rejects.toMatchObject({ reason: 'unplugged' });
  });
});

describe('stop and shutdown', () => {
  it('stops waiting for fingers', async () => {
    const { clock, device, reader, log } = await capturing();
    log.clear();

    await reader.stopCapturing();
    device.press(print);
    await settle(clock);

    expect(device.mode).toBe(Mode.off);
    expect(log.names).toEqual([]);
    expect(reader.capturing).toBe(false);
  });

  it('turns the reader off (mode 0x70) and stops watching', async () => {
    const { host, device, reader } = await capturing();

    await reader.shutdown();

    expect(device.modes.at(-1)).toBe(Mode.off);
    expect(host.watcherCount).toBe(0);
    expect(reader.current).toBeNull();
    await expect(reader.startCapturing()).rejects.toMatchObject({ reason: 'shut-down' });
  });
});

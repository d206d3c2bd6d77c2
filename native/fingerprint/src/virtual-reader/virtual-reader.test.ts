// The virtual reader against the FingerprintReader contract: hot-plug, the touch cycle and its
// quality verdicts, silence when not capturing, unplugging and stopping mid-touch, shutdown.

import { describe, expect, it } from 'vitest';
import { READER_ERROR_MESSAGES } from '../driver/messages.ts';
import { ReaderError } from '../driver/reader-error.ts';
import type { FingerprintReader } from '../driver/reader.ts';
import { ReaderEventLog, VirtualClock, settle } from '../simulator/index.ts';
import { syntheticFinger } from '../synthetic/index.ts';
import { createVirtualReader, VIRTUAL_READER_MODEL, type VirtualReaderOptions } from './index.ts';

const FINGER = 31;

function setup(options: Omit<VirtualReaderOptions, 'clock'> = {}) {
  const clock = new VirtualClock();
  const reader = createVirtualReader({ clock, ...options });
  const log = new ReaderEventLog(reader);
  return { clock, reader, log };
}

async function capturing(options: Omit<VirtualReaderOptions, 'clock'> = {}) {
  const kit = setup(options);
  await kit.reader.start();
  await kit.reader.startCapturing();
  kit.log.clear();
  return kit;
}

describe('the virtual reader', () => {
  it('is a FingerprintReader that announces itself when watching starts', async () => {
    const { reader, log } = setup();
    const contract: FingerprintReader = reader;
    expect(reader.current).toBeNull();

    await contract.start();
    await contract.start();

    expect(log.names).toEqual(['attached']);
    expect(reader.current).toEqual({
      id: 'virtual-1',
      model: VIRTUAL_READER_MODEL,
      vendorId: 0,
      productId: 0,
    });
    expect(reader.capturing).toBe(false);
  });

  it('follows plugging in and out, with a new id each time', async () => {
    const { reader, log } = setup({ plugged: false });
    reader.attach();
    reader.detach();
    expect(log.names).toEqual([]);
    reader.attach();
    await reader.start();
    reader.attach();
    reader.detach();
    reader.detach();
    reader.attach();

    expect(log.names).toEqual(['attached', 'detached', 'attached']);
    expect(log.entries.map((entry) => entry.payload.reader.id)).toEqual([
      'virtual-1',
      'virtual-1',
      'virtual-2',
    ]);
    expect(reader.current?.id).toBe('virtual-2');
  });

  it('reports finger-on, the capture and finger-off for a touch', async () => {
    const { reader, log, clock } = await capturing();

    const result = await reader.touch(FINGER, { impressionIndex: 2 });
    await settle(clock);

    expect(log.names).toEqual(['finger-on', 'capture', 'finger-off']);
    const capture = await log.next('capture');
    const expected = syntheticFinger(FINGER, 2);
    expect(Buffer.from(capture.image.pixels).equals(Buffer.from(expected.image.pixels))).toBe(true);
    expect(capture.quality).toMatchObject({ issue: null, message: 'Fingerprint captured.' });
    expect(capture.reader).toEqual(reader.current);
    expect(result.outcome).toBe('captured');
    expect(result.impression?.minutiae).toEqual(expected.minutiae);
    expect(clock.now()).toBe(1000);
  });

  it('says nothing about a finger while not capturing', async () => {
    const { reader, log, clock } = setup();
    await reader.start();
    log.clear();

    expect(await reader.touch(FINGER)).toEqual({ outcome: 'ignored', impression: null });
    await reader.startCapturing();
    await reader.stopCapturing();
    expect(await reader.touch(FINGER)).toEqual({ outcome: 'ignored', impression: null });
    await settle(clock);

    expect(log.names).toEqual([]);
  });

  it('rejects a finger lifted before the scan finished as too fast', async () => {
    const { reader, log } = await capturing();

    const result = await reader.touch(FINGER, { durationMs: 80 });

    expect(log.names).toEqual(['finger-on', 'finger-off', 'capture-error']);
    const error = await log.next('capture-error');
    expect(error).toMatchObject({
      reason: 'too-fast',
      message: READER_ERROR_MESSAGES['too-fast'],
    });
    expect(error.image?.width).toBe(384);
    expect(result.outcome).toBe('rejected');
  });

  it('rejects a touch of too little of the finger, or none', async () => {
    const { reader, log } = await capturing();

    expect((await reader.touch(FINGER, { contact: 0.15 })).outcome).toBe('rejected');
    expect((await log.next('capture-error')).reason).toBe('partial');
    expect((await reader.touch(FINGER, { contact: 0 })).outcome).toBe('rejected');
    expect((await log.next('capture-error')).reason).toBe('no-finger');
    expect(log.names).toEqual([
      'finger-on',
      'capture-error',
      'finger-off',
      'finger-on',
      'capture-error',
      'finger-off',
    ]);
  });

  it('ends a scan cut short by unplugging with an unplugged error, and nothing half-delivered', async () => {
    const { reader, log, clock } = await capturing();

    const touch = reader.touch(FINGER);
    reader.detach();
    const result = await touch;
    await settle(clock);

    expect(log.names).toEqual(['finger-on', 'capture-error', 'detached']);
    const error = await log.next('capture-error');
    expect(error).toMatchObject({ reason: 'unplugged', message: READER_ERROR_MESSAGES.unplugged });
    expect(error.image).toBeUndefined();
    expect(result).toEqual({ outcome: 'interrupted', impression: null });
    expect(clock.pendingTimers).toBe(0);
  });

  it('only detaches when unplugged after the capture, before the finger lifts', async () => {
    const { reader, log, clock } = await capturing();

    const touch = reader.touch(FINGER);
    await log.next('capture');
    reader.detach();
    const result = await touch;
    await settle(clock);

    expect(log.names).toEqual(['finger-on', 'capture', 'detached']);
    expect(result.outcome).toBe('interrupted');
  });

  it('captures again once plugged back in', async () => {
    const { reader, log } = await capturing();
    reader.detach();
    await expect(reader.touch(FINGER)).rejects.toMatchObject({ reason: 'not-attached' });

    reader.attach();
    const result = await reader.touch(FINGER);

    expect(result.outcome).toBe('captured');
    expect((await log.next('capture')).reader.id).toBe('virtual-2');
  });

  it('falls silent when capturing stops mid-touch', async () => {
    const { reader, log, clock } = await capturing();

    const touch = reader.touch(FINGER);
    await reader.stopCapturing();
    await settle(clock);

    expect((await touch).outcome).toBe('interrupted');
    expect(log.names).toEqual(['finger-on']);
  });

  it('refuses a second finger while one is on it', async () => {
    const { reader } = await capturing();

    const first = reader.touch(FINGER);
    await expect(reader.touch(FINGER + 1)).rejects.toThrow('already on the virtual reader');
    expect((await first).outcome).toBe('captured');
  });

  it('keeps count of its listeners', async () => {
    const { reader, log } = setup();
    expect(reader.listenerCount()).toBe(6);
    const off = reader.on('capture', () => undefined);
    expect(reader.listenerCount()).toBe(7);
    off();
    log.stop();
    expect(reader.listenerCount()).toBe(0);
    await reader.start();
  });

  it('shuts down for good, ending a touch without further events', async () => {
    const { reader, log, clock } = await capturing();

    const touch = reader.touch(FINGER);
    await reader.shutdown();
    await reader.shutdown();
    await settle(clock);

    expect((await touch).outcome).toBe('interrupted');
    expect(log.names).toEqual(['finger-on']);
    expect(reader.current).toBeNull();
    expect(reader.capturing).toBe(false);
    for (const call of [
      () => reader.start(),
      () => reader.startCapturing(),
      () => reader.stopCapturing(),
      () => reader.touch(FINGER),
    ]) {
      const failure: unknown = await call().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ReaderError);
      expect(failure).toMatchObject({ reason: 'shut-down' });
    }
  });
});

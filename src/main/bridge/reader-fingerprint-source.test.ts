import { createVirtualReader, decodeIsoRecord } from '@zyno/fingerprint';
import { describe, expect, it } from 'vitest';
import type { FingerprintEvent } from '@shared/desktop/fingerprint-event';
import { createReaderFingerprintSource } from './reader-fingerprint-source';

async function station() {
  const reader = createVirtualReader({ scanMs: 20 });
  const source = createReaderFingerprintSource(reader, { log: () => undefined });
  await reader.start();
  return { reader, source };
}

describe('the reader as a fingerprint source', () => {
  it('captures only while someone listens', async () => {
    const { reader, source } = await station();
    expect(source.hasReader()).toBe(true);
    expect((await reader.touch(11, { durationMs: 60 })).outcome).toBe('ignored');

    const events: FingerprintEvent[] = [];
    const stop = source.subscribe((event) => events.push(event));
    await expect.poll(() => reader.capturing).toBe(true);
    expect((await reader.touch(11, { durationMs: 60 })).outcome).toBe('captured');
    stop();
    await expect.poll(() => reader.capturing).toBe(false);
    expect(events.map((event) => event.type)).toEqual(['finger-on', 'sample', 'finger-off']);
  });

  it("turns a capture into the spec's sample: an ISO template and a PNG", async () => {
    const { reader, source } = await station();
    const samples: FingerprintEvent[] = [];
    source.subscribe((event) => {
      if (event.type === 'sample') samples.push(event);
    });
    await expect.poll(() => reader.capturing).toBe(true);
    await reader.touch(23, { durationMs: 60 });
    const [event] = samples;
    if (event?.type !== 'sample') throw new Error('no sample');
    const record = decodeIsoRecord(Buffer.from(event.sample.Data, 'base64'));
    expect(record.views[0]?.minutiae.length).toBeGreaterThanOrEqual(12);
    expect(Buffer.from(event.sample.Png, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('reports a finger lifted too fast, and an unplugged reader', async () => {
    const { reader, source } = await station();
    const events: FingerprintEvent[] = [];
    source.subscribe((event) => events.push(event));
    await expect.poll(() => reader.capturing).toBe(true);
    await reader.touch(5, { durationMs: 5 });
    expect(events).toContainEqual({
      type: 'quality',
      issue: 'too-fast',
      message: 'Finger lifted too fast. Keep your finger on the reader for a second.',
    });
    reader.detach();
    expect(events.at(-1)).toEqual({ type: 'reader-detached' });
    expect(source.hasReader()).toBe(false);
  });

  it('asks for the centre of the finger when only its edge was captured', async () => {
    const { reader, source } = await station();
    const events: FingerprintEvent[] = [];
    source.subscribe((event) => events.push(event));
    await expect.poll(() => reader.capturing).toBe(true);
    // Seeded: this careless touch covers enough of the frame, but with the finger's edge.
    await reader.touch(77, { impressionIndex: 18, durationMs: 60, conditions: { partial: 1 } });
    expect(events).toContainEqual({
      type: 'quality',
      issue: 'off-centre',
      message: 'Only the edge of your finger was captured. Place the centre of your finger.',
    });
    expect(events.some((event) => event.type === 'sample')).toBe(false);
  });
});

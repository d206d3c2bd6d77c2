import { describe, expect, it } from 'vitest';
import { createVirtualTouchKeys, DEMO_FINGER_SEED_BASE, type KeyInput } from './virtual-touch-keys';

const press = (key: string, modifiers: Partial<KeyInput> = {}): KeyInput => ({
  type: 'keyDown',
  key,
  control: true,
  alt: true,
  shift: false,
  meta: false,
  ...modifiers,
});

describe('virtual touch keys', () => {
  it('put demo finger N on the reader with Ctrl+Alt+N, a new placement each time', () => {
    const touchFor = createVirtualTouchKeys();
    expect(touchFor(press('3'))).toEqual({
      fingerSeed: DEMO_FINGER_SEED_BASE + 3,
      impressionIndex: 0,
    });
    expect(touchFor(press('3'))).toEqual({
      fingerSeed: DEMO_FINGER_SEED_BASE + 3,
      impressionIndex: 1,
    });
    expect(touchFor(press('7'))?.impressionIndex).toBe(0);
  });

  it('leave every other key to the page', () => {
    const touchFor = createVirtualTouchKeys();
    expect(touchFor(press('3', { alt: false }))).toBeNull();
    expect(touchFor(press('3', { shift: true }))).toBeNull();
    expect(touchFor(press('0'))).toBeNull();
    expect(touchFor(press('a'))).toBeNull();
    expect(touchFor(press('3', { type: 'keyUp' }))).toBeNull();
  });
});

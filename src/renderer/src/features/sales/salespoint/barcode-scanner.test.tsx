// Barcode input: a run of digits ending in Enter is a scan, whatever has focus but another field;
// a pause starts over; scans from Zyno Desktop's USB scanner arrive the same way.
import { render } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { createWebPlatform, PlatformProvider, type DesktopServices } from '../../../platform';
import { createWedgeDecoder, SCANNER_INPUT_ATTRIBUTE, useBarcodeScanner } from './barcode-scanner';

function typeCode(
  decoder: ReturnType<typeof createWedgeDecoder>,
  keys: readonly string[],
  start: number,
  gap: number,
) {
  return keys.map((key, index) => decoder.key(key, start + index * gap));
}

describe('the keyboard-wedge decoder', () => {
  it('answers the digits typed fast when Enter ends them', () => {
    const decoder = createWedgeDecoder();
    expect(
      typeCode(decoder, Array.from('2000000000015'), 0, 5).every((code) => code === null),
    ).toBe(true);
    expect(decoder.key('Enter', 70)).toBe('2000000000015');
    expect(decoder.key('Enter', 80)).toBeNull();
  });

  it('starts over after a pause, and ignores Enter after too few digits or other keys', () => {
    const decoder = createWedgeDecoder();
    typeCode(decoder, Array.from('2000'), 0, 5);
    typeCode(decoder, Array.from('1001'), 2000, 5);
    expect(decoder.key('Enter', 2020)).toBe('1001');
    typeCode(decoder, Array.from('12'), 3000, 5);
    expect(decoder.key('Enter', 3010)).toBeNull();
    typeCode(decoder, Array.from('12a34'), 4000, 5);
    expect(decoder.key('Enter', 4030)).toBeNull();
  });
});

function Scanner({ onScan }: { onScan: (code: string) => void }) {
  useBarcodeScanner(onScan, true);
  return (
    <>
      <input aria-label="Search" {...{ [SCANNER_INPUT_ATTRIBUTE]: '' }} />
      <input aria-label="Note" />
    </>
  );
}

function press(target: EventTarget, keys: string[]) {
  for (const key of keys) {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }
}

describe('useBarcodeScanner', () => {
  it('hears a scan with nothing focused and in the search box, never in another field', () => {
    const onScan = vi.fn();
    const { getByLabelText } = render(
      <PlatformProvider value={createWebPlatform(false)}>
        <Scanner onScan={onScan} />
      </PlatformProvider>,
    );
    press(document.body, [...Array.from('2000000000022'), 'Enter']);
    press(getByLabelText('Search'), [...Array.from('0850001234566'), 'Enter']);
    press(getByLabelText('Note'), [...Array.from('2000000000015'), 'Enter']);
    expect(onScan.mock.calls).toEqual([['2000000000022'], ['0850001234566']]);
  });

  it('hears scans from the station’s USB scanner and stops listening when unmounted', () => {
    type Scan = { data: string; symbology: string | null };
    const listeners = new Set<(scan: Scan) => void>();
    const desktop = {
      onBarcodeScan: (next: (scan: Scan) => void) => {
        listeners.add(next);
        return () => {
          listeners.delete(next);
        };
      },
    } as Partial<DesktopServices> as DesktopServices;
    const onScan = vi.fn();
    const { unmount } = render(
      <PlatformProvider value={{ ...createWebPlatform(false), desktop }}>
        <Scanner onScan={onScan} />
      </PlatformProvider>,
    );
    for (const listener of listeners) listener({ data: '2000000000015', symbology: ']E0' });
    expect(onScan).toHaveBeenCalledWith('2000000000015');
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('hears a scan typed the moment a deferred render draws the till', async () => {
    // The point of sale draws the till in a transition, whose effects run in a later task: a
    // scanner that types as soon as the till is on screen must find the scanner listening.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const onScan = vi.fn();
    try {
      const scanned = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          press(window, [...Array.from('2000000000015'), 'Enter']);
          resolve();
        });
        observer.observe(container, { childList: true });
      });
      startTransition(() => {
        root.render(
          <PlatformProvider value={createWebPlatform(false)}>
            <Scanner onScan={onScan} />
          </PlatformProvider>,
        );
      });
      await scanned;
      expect(onScan.mock.calls).toEqual([['2000000000015']]);
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });
});

// Barcode input at the till: a keyboard-wedge scanner "types" the code's digits and Enter. With no
// field focused (or in the search box, marked data-scanner-input) a run of digits ending in Enter
// is a scan; scans from a USB point-of-sale scanner arrive from Zyno Desktop as bridge events.
import { useLayoutEffect, useRef } from 'react';
import { usePlatform } from '../../../platform';

/** Scanners type a character every few ms; a longer pause means a person started over. */
const MAX_GAP_MS = 500;
const MIN_LENGTH = 4;
const MAX_LENGTH = 14;

export interface WedgeDecoder {
  /** Feeds one key; on Enter ending a run of digits, answers the code. */
  key(key: string, at: number): string | null;
  reset(): void;
}

export function createWedgeDecoder(): WedgeDecoder {
  let buffer = '';
  let lastAt = Number.NEGATIVE_INFINITY;
  const decoder: WedgeDecoder = {
    key(key, at) {
      if (at - lastAt > MAX_GAP_MS) buffer = '';
      lastAt = at;
      if (/^[0-9]$/.test(key)) {
        buffer = (buffer + key).slice(-MAX_LENGTH);
        return null;
      }
      const code = key === 'Enter' && buffer.length >= MIN_LENGTH ? buffer : null;
      buffer = '';
      return code;
    },
    reset() {
      buffer = '';
    },
  };
  return decoder;
}

/** The search box takes part in scanning; any other field keeps its keys. */
export const SCANNER_INPUT_ATTRIBUTE = 'data-scanner-input';

function isOtherField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.hasAttribute(SCANNER_INPUT_ATTRIBUTE)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * Calls `onScan` with each code scanned while `enabled` (no dialog in the way). It listens from
 * the commit that draws the till, not after it: the point of sale draws the till in a transition,
 * whose effects run in a later task, and a scan typed in between would lose its first digits.
 */
export function useBarcodeScanner(onScan: (code: string) => void, enabled: boolean): void {
  const { desktop } = usePlatform();
  const latest = useRef(onScan);
  useLayoutEffect(() => {
    latest.current = onScan;
  }, [onScan]);

  useLayoutEffect(() => {
    if (!enabled) return undefined;
    const decoder = createWedgeDecoder();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || isOtherField(event.target)) {
        decoder.reset();
        return;
      }
      // When the browser received the key, not when this handler ran: a busy page (a render, a
      // slow station) must not split one scan into runs that look typed by hand.
      const code = decoder.key(event.key, event.timeStamp);
      if (code === null) return;
      // The Enter was the scanner's: it must not also press the focused button.
      event.preventDefault();
      event.stopPropagation();
      latest.current(code);
    };
    window.addEventListener('keydown', onKeyDown, true);
    const unsubscribe = desktop?.onBarcodeScan?.((scan) => {
      latest.current(scan.data);
    });
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      unsubscribe?.();
    };
  }, [desktop, enabled]);
}

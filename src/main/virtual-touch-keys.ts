// Demo stations with the virtual reader (ZYNO_FINGERPRINT_READER=virtual) have no finger to put
// on it: Ctrl+Alt+1 … Ctrl+Alt+9 put demo finger 1 … 9 on the reader instead, a new placement of
// that finger each time, as a person pressing again would.

/** The parts of Electron's before-input-event `input` this needs. */
export interface KeyInput {
  type: string;
  key: string;
  control: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
}

/** Demo finger N is synthetic finger seed DEMO_FINGER_SEED_BASE + N: stable across runs. */
export const DEMO_FINGER_SEED_BASE = 7_000_000;

export interface VirtualTouch {
  fingerSeed: number;
  impressionIndex: number;
}

/** Tracks placements per finger and answers which touch a key press asks for, if any. */
export function createVirtualTouchKeys(): (input: KeyInput) => VirtualTouch | null {
  const placements = new Map<number, number>();
  return (input) => {
    if (input.type !== 'keyDown' || !input.control || !input.alt || input.shift || input.meta) {
      return null;
    }
    if (!/^[1-9]$/.test(input.key)) return null;
    const fingerSeed = DEMO_FINGER_SEED_BASE + Number(input.key);
    const impressionIndex = placements.get(fingerSeed) ?? 0;
    placements.set(fingerSeed, impressionIndex + 1);
    return { fingerSeed, impressionIndex };
  };
}

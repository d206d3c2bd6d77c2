// The one code page receipts are printed in: Windows-1252 (ESC/POS "WPC1252", ESC t 16). It holds
// every character a receipt of ours prints — Latin letters with accents, £ € ×, dashes, curly
// quotes, the bullet — one byte and one column each, so padding by characters pads the paper.

/** ESC t's number for WPC1252 on Epson-compatible printers. */
export const WPC1252_CODE_PAGE = 16;

/** Windows-1252's bytes 0x80–0x9F; the rest of 0xA0–0xFF is Latin-1, i.e. the code point. */
const HIGH_CONTROLS: Readonly<Record<number, string>> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

const BYTE_OF = new Map<string, number>(
  Object.entries(HIGH_CONTROLS).map(([byte, character]) => [character, Number(byte)]),
);

function byteOf(character: string): number | undefined {
  const code = character.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return code;
  if (code >= 0xa0 && code <= 0xff) return code;
  return BYTE_OF.get(character);
}

/**
 * Text as the printer will show it: controls (a page must not smuggle commands in) become spaces,
 * a letter outside the code page loses its accent (ő → o), anything else becomes '?'.
 */
export function printableText(text: string): string {
  let result = '';
  // Composed first: an 'e' followed by a combining accent is the code page's 'é'.
  for (const character of text.normalize('NFC')) {
    if (byteOf(character) !== undefined) result += character;
    else if (/\p{Cc}/u.test(character)) result += ' ';
    else {
      const bare = character.normalize('NFD').replace(/\p{M}/gu, '');
      result +=
        bare.length > 0 && Array.from(bare).every((c) => byteOf(c) !== undefined) ? bare : '?';
    }
  }
  return result;
}

/** Encodes text already made printable (printableText) as WPC1252 bytes. */
export function encodeWpc1252(text: string): number[] {
  return Array.from(text, (character) => byteOf(character) ?? 0x3f);
}

/** The character a WPC1252 byte prints; undefined for the bytes the code page leaves empty. */
export function decodeWpc1252(byte: number): string | undefined {
  if ((byte >= 0x20 && byte <= 0x7e) || (byte >= 0xa0 && byte <= 0xff)) {
    return String.fromCodePoint(byte);
  }
  return HIGH_CONTROLS[byte];
}

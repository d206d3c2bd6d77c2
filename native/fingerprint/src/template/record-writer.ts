// Big-endian writes into a growing buffer, refusing values that do not fit their field (a
// record with a silently truncated field would decode as something else).

import { TemplateFormatError } from './template-format-error.ts';

export class RecordWriter {
  readonly #parts: number[] = [];

  get length(): number {
    return this.#parts.length;
  }

  u8(value: number, field: string): void {
    this.#parts.push(fit(value, 0xff, field));
  }

  u16(value: number, field: string): void {
    const fitted = fit(value, 0xffff, field);
    this.#parts.push(fitted >>> 8, fitted & 0xff);
  }

  u32(value: number, field: string): void {
    const fitted = fit(value, 0xffff_ffff, field);
    this.#parts.push(fitted >>> 24, (fitted >>> 16) & 0xff, (fitted >>> 8) & 0xff, fitted & 0xff);
  }

  bytes(value: Uint8Array): void {
    for (const byte of value) this.#parts.push(byte);
  }

  /** Overwrites a u32 written earlier (a length known only at the end). */
  patchU32(offset: number, value: number, field: string): void {
    const fitted = fit(value, 0xffff_ffff, field);
    this.#parts.splice(
      offset,
      4,
      fitted >>> 24,
      (fitted >>> 16) & 0xff,
      (fitted >>> 8) & 0xff,
      fitted & 0xff,
    );
  }

  toBytes(): Uint8Array {
    return Uint8Array.from(this.#parts);
  }
}

function fit(value: number, max: number, field: string): number {
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new TemplateFormatError(
      `The ${field} must be a whole number from 0 to ${max}, not ${value}.`,
    );
  return value;
}

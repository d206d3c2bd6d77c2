// Big-endian reads over a record's bytes that fail with a TemplateFormatError naming the field,
// instead of reading past the end.

import { TemplateFormatError } from './template-format-error.ts';

export class RecordReader {
  readonly #bytes: Uint8Array;
  readonly #view: DataView;
  #offset = 0;

  constructor(bytes: Uint8Array) {
    this.#bytes = bytes;
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get offset(): number {
    return this.#offset;
  }

  get remaining(): number {
    return this.#bytes.length - this.#offset;
  }

  u8(field: string): number {
    this.#need(1, field);
    const value = this.#view.getUint8(this.#offset);
    this.#offset += 1;
    return value;
  }

  u16(field: string): number {
    this.#need(2, field);
    const value = this.#view.getUint16(this.#offset);
    this.#offset += 2;
    return value;
  }

  u32(field: string): number {
    this.#need(4, field);
    const value = this.#view.getUint32(this.#offset);
    this.#offset += 4;
    return value;
  }

  bytes(length: number, field: string): Uint8Array {
    this.#need(length, field);
    const value = this.#bytes.slice(this.#offset, this.#offset + length);
    this.#offset += length;
    return value;
  }

  #need(length: number, field: string): void {
    if (this.#offset + length > this.#bytes.length)
      throw new TemplateFormatError(
        `The record ends at byte ${this.#bytes.length}, inside the ${field} (byte ${this.#offset}).`,
      );
  }
}

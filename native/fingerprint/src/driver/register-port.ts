// The reader's registers over vendor control transfers (bRequest 0x04, wIndex 0): one transfer
// at a time in the order asked for, answers checked for length, and the register-level steps
// of the protocol (status, mode, scramble-key exchange, challenge–response).

import { AbortedError } from './clock.ts';
import { challengeResponse } from './challenge.ts';
import { CHALLENGE_LENGTH, REGISTER_REQUEST, Register } from './protocol.ts';
import { UsbTransferError, type UsbTransport } from './transport.ts';

export const hex = (value: number): string => `0x${value.toString(16).padStart(2, '0')}`;

export class RegisterPort {
  readonly #transport: UsbTransport;
  readonly #signal: AbortSignal;
  #queue: Promise<unknown> = Promise.resolve();

  /** Once `signal` aborts, transfers not yet sent fail with AbortedError. */
  constructor(transport: UsbTransport, signal: AbortSignal) {
    this.#transport = transport;
    this.#signal = signal;
  }

  read(register: number, length: number): Promise<Uint8Array> {
    return this.#serial(async () => {
      const data = await this.#transport.controlIn(
        { request: REGISTER_REQUEST, value: register, index: 0 },
        length,
      );
      if (data.length !== length) {
        throw new UsbTransferError(
          'io',
          `Register ${hex(register)} answered ${data.length} bytes instead of ${length}.`,
        );
      }
      return data;
    });
  }

  write(register: number, data: Uint8Array): Promise<void> {
    return this.#serial(() =>
      this.#transport.controlOut({ request: REGISTER_REQUEST, value: register, index: 0 }, data),
    );
  }

  async readStatus(): Promise<number> {
    const [status = 0] = await this.read(Register.hardwareStatus, 1);
    return status;
  }

  writeStatus(value: number): Promise<void> {
    return this.write(Register.hardwareStatus, Uint8Array.of(value));
  }

  setMode(mode: number): Promise<void> {
    return this.write(Register.mode, Uint8Array.of(mode));
  }

  /** Registers 0x33/0x34: send the key number and a seed, get back the key XOR the seed. */
  async exchangeKey(keyNumber: number, seed: number): Promise<number> {
    const index = new Uint8Array(5);
    index[0] = keyNumber;
    new DataView(index.buffer).setUint32(1, seed >>> 0, true);
    await this.write(Register.scrambleIndex, index);
    const key = await this.read(Register.scrambleKey, 4);
    return (new DataView(key.buffer, key.byteOffset, 4).getUint32(0, true) ^ seed) >>> 0;
  }

  /** Second-generation Microsoft units: encrypt the reader's challenge and hand it back. */
  async answerChallenge(): Promise<void> {
    const challenge = await this.read(Register.challenge, CHALLENGE_LENGTH);
    await this.write(Register.response, challengeResponse(challenge));
  }

  /** Resolves once every transfer asked for so far has settled. */
  async drain(): Promise<void> {
    await this.#queue.catch(() => undefined);
  }

  #serial<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(() => {
      if (this.#signal.aborted) throw new AbortedError();
      return operation();
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }
}

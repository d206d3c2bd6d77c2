// The power-up sequence (design fingerprint.md, after libfprint's uru4000): reboot a confused
// reader, power it down if it is up, power it up answering challenges, then expect the
// scan-power interrupt within 300 ms; the whole sequence runs up to three times.

import { AbortedError, sleep, type Clock } from './clock.ts';
import {
  POWER_UP_ATTEMPTS,
  SCAN_POWER_TIMEOUT_MS,
  STATUS_POLL_ATTEMPTS,
  STATUS_POLL_INTERVAL_MS,
  Status,
} from './protocol.ts';
import { ReaderError } from './reader-error.ts';
import { hex, type RegisterPort } from './register-port.ts';

/** Remembers the 0x56AA interrupt for the power-up that waits for it. */
export class ScanPowerWatch {
  #seen = false;
  #waiter: (() => void) | undefined;

  reset(): void {
    this.#seen = false;
  }

  /** The interrupt came. */
  seen(): void {
    this.#seen = true;
    this.#waiter?.();
  }

  /** Resolves true once the interrupt has come (or had already), false after `ms`. */
  wait(clock: Clock, ms: number, signal: AbortSignal): Promise<boolean> {
    if (this.#seen) return Promise.resolve(true);
    return new Promise<boolean>((resolve, reject) => {
      const finish = (seen: boolean) => {
        clock.clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        this.#waiter = undefined;
        resolve(seen);
      };
      const onAbort = () => {
        clock.clearTimeout(timer);
        this.#waiter = undefined;
        reject(new AbortedError());
      };
      const timer = clock.setTimeout(() => {
        finish(false);
      }, ms);
      this.#waiter = () => {
        finish(true);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}

export interface PowerUpOptions {
  readonly registers: RegisterPort;
  readonly clock: Clock;
  readonly scanPower: ScanPowerWatch;
  readonly challengeResponse: boolean;
  /** Aborts the waits when the session closes. */
  readonly signal: AbortSignal;
}

/** Rejects with a `power-up-failed` ReaderError when the reader does not come up. */
export async function powerUp(options: PowerUpOptions): Promise<void> {
  const { registers, scanPower } = options;
  for (let attempt = 1; attempt <= POWER_UP_ATTEMPTS; attempt += 1) {
    scanPower.reset();
    let status = await registers.readStatus();
    if ((status & Status.needsReboot) === Status.needsReboot)
      status = await reboot(options, status);
    if ((status & Status.lowPower) === 0) {
      status |= Status.lowPower;
      await registers.writeStatus(status);
    }
    await powerOn(options, status);
    if (await scanPower.wait(options.clock, SCAN_POWER_TIMEOUT_MS, options.signal)) return;
  }
  throw new ReaderError(
    'power-up-failed',
    `No scan-power interrupt within ${SCAN_POWER_TIMEOUT_MS} ms in ${POWER_UP_ATTEMPTS} attempts.`,
  );
}

/** Writes the low status bits and polls until the reader reports it rebooted (bit 0). */
async function reboot(options: PowerUpOptions, status: number): Promise<number> {
  const { registers } = options;
  await registers.writeStatus(status & Status.writableBits);
  for (let poll = 0; poll < STATUS_POLL_ATTEMPTS; poll += 1) {
    const now = await registers.readStatus();
    if (now & Status.rebooted) return now;
    await pause(options);
  }
  throw new ReaderError(
    'power-up-failed',
    `The reader did not come back from a power reboot in ${STATUS_POLL_ATTEMPTS} polls.`,
  );
}

/** Clears the low-power bit until the reader leaves low power, answering its challenges. */
async function powerOn(options: PowerUpOptions, status: number): Promise<void> {
  const { registers } = options;
  const value = status & Status.writableBits;
  let now = status;
  for (let poll = 0; poll < STATUS_POLL_ATTEMPTS; poll += 1) {
    await registers.writeStatus(value);
    now = await registers.readStatus();
    if ((now & Status.lowPower) === 0) return;
    await pause(options);
    if (options.challengeResponse) await registers.answerChallenge();
  }
  throw new ReaderError(
    'power-up-failed',
    `The reader stayed in low power (status ${hex(now)}) for ${STATUS_POLL_ATTEMPTS} polls.`,
  );
}

function pause(options: PowerUpOptions): Promise<void> {
  return sleep(options.clock, STATUS_POLL_INTERVAL_MS, options.signal);
}

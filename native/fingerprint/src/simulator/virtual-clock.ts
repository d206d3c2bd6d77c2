// Virtual time for the simulator and its tests: timers fire in due order as soon as the event
// loop has nothing else to do, so a 300 ms timeout or 100 × 10 ms of polling costs no real time.

import type { Clock, TimerHandle } from '../driver/clock.ts';

interface Timer {
  readonly due: number;
  readonly order: number;
  readonly callback: () => void;
}

export class VirtualClock implements Clock {
  #now = 0;
  #order = 0;
  readonly #timers = new Map<number, Timer>();
  #tickScheduled = false;

  now(): number {
    return this.#now;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    this.#order += 1;
    const id = this.#order;
    this.#timers.set(id, { due: this.#now + Math.max(0, ms), order: id, callback });
    this.#scheduleTick();
    return { timer: id };
  }

  clearTimeout(handle: TimerHandle): void {
    if (typeof handle.timer === 'number') this.#timers.delete(handle.timer);
  }

  /** Timers set and not yet fired or cleared. */
  get pendingTimers(): number {
    return this.#timers.size;
  }

  #scheduleTick(): void {
    if (this.#tickScheduled) return;
    this.#tickScheduled = true;
    // setImmediate runs after every pending promise continuation: the system is idle.
    setImmediate(() => {
      this.#tick();
    });
  }

  #tick(): void {
    this.#tickScheduled = false;
    let next: [number, Timer] | undefined;
    for (const entry of this.#timers) {
      const [, timer] = entry;
      if (next === undefined || timer.due < next[1].due) next = entry;
    }
    if (next === undefined) return;
    const [id, timer] = next;
    this.#timers.delete(id);
    this.#now = timer.due;
    if (this.#timers.size > 0) this.#scheduleTick();
    timer.callback();
  }
}

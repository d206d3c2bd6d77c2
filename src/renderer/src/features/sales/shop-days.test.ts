// The shop's days: today and the instant a day begins, in the location's time zone.
import { describe, expect, it } from 'vitest';
import { dayStartIn, todayIn } from './shop-days';

describe('todayIn', () => {
  it('takes today in the shop’s time zone, not the browser’s', () => {
    const lateEvening = new Date('2026-03-16T02:30:00Z');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-03-15');
    expect(todayIn('Europe/Berlin', lateEvening)).toBe('2026-03-16');
  });
});

describe('dayStartIn', () => {
  it.each([
    ['2026-03-15', 'America/New_York', '2026-03-15T04:00:00.000Z'],
    ['2026-01-15', 'America/New_York', '2026-01-15T05:00:00.000Z'],
    // The day clocks go forward (02:00 → 03:00) still begins at midnight, standard time.
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z'],
    ['2026-06-01', 'Asia/Kolkata', '2026-05-31T18:30:00.000Z'],
    ['2026-06-01', 'UTC', '2026-06-01T00:00:00.000Z'],
  ])('%s begins in %s at %s', (day, zone, instant) => {
    expect(dayStartIn(day, zone)).toBe(instant);
  });
});

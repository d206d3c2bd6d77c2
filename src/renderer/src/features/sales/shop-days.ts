// Calendar days as the shop lives them: today, and the instant a day begins, in the time zone of
// its location rather than the reader's (a manager abroad still sees the shop's days).

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** Minutes `timeZone` is ahead of UTC at `at`. */
function offsetMinutes(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wall - at) / 60_000);
}

/** The instant `day` (YYYY-MM-DD) begins in `timeZone`, as an ISO time. */
export function dayStartIn(day: string, timeZone: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let at = midnightUtc - offsetMinutes(midnightUtc, timeZone) * 60_000;
  // Near a change of clocks the first guess used the other side's offset.
  at = midnightUtc - offsetMinutes(at, timeZone) * 60_000;
  return new Date(at).toISOString();
}

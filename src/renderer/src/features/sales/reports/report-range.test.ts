// The reports' date presets in the shop's time zone, and the range read back from the URL.
import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, rangeFromParams } from './report-range';

describe('presets', () => {
  it.each([
    ['today', '2026-03-15', '2026-03-15'],
    ['yesterday', '2026-03-14', '2026-03-14'],
    ['last7', '2026-03-09', '2026-03-15'],
    ['last30', '2026-02-14', '2026-03-15'],
    ['thisMonth', '2026-03-01', '2026-03-15'],
    ['lastMonth', '2026-02-01', '2026-02-28'],
  ] as const)('%s on 15 March 2026 is %s to %s', (preset, from, to) => {
    expect(presetRange(preset, '2026-03-15')).toEqual({ from, to });
    expect(presetOf({ from, to }, '2026-03-15')).toBe(preset);
  });

  it('crosses a year for last month in January', () => {
    expect(presetRange('lastMonth', '2027-01-04')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('names no preset for a custom range', () => {
    expect(presetOf({ from: '2026-03-02', to: '2026-03-05' }, '2026-03-15')).toBeNull();
  });
});

describe('the range in the URL', () => {
  const today = '2026-03-15';
  const read = (query: string) => rangeFromParams(new URLSearchParams(query), today);

  it('keeps a valid range', () => {
    expect(read('from=2026-01-01&to=2026-01-31')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it.each([
    ['nothing', ''],
    ['one end', 'from=2026-01-01'],
    ['backwards', 'from=2026-02-01&to=2026-01-01'],
    ['not a day', 'from=2026-02-30x&to=2026-03-01'],
    ['over 400 days', 'from=2024-01-01&to=2026-01-01'],
  ])('falls back to the last 7 days for %s', (_case, query) => {
    expect(read(query)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  });
});

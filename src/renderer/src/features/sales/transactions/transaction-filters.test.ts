// The transactions filters as the server's list query.
import { describe, expect, it } from 'vitest';
import { amountMinor, listQueryOf } from './transaction-filters';

describe('amountMinor', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['$0.05', 5],
    [' 7.25 ', 725],
  ])('%s is %i', (text, minor) => {
    expect(amountMinor(text)).toBe(minor);
  });

  it.each(['', 'ten', '1.234', '-3', '1e3'])('%s is not an amount', (text) => {
    expect(amountMinor(text)).toBeNull();
  });
});

describe('listQueryOf', () => {
  it('turns days into the shop’s midnights and amounts into minor units', () => {
    expect(
      listQueryOf(
        {
          sort: { column: 'capturedAt', descending: true },
          cursor: 'abc',
          filters: {
            search: ' DT-01 ',
            tender: 'card',
            staff: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
            station: '0f8fad5b-d9cb-469f-a165-70867728950e',
            from: '2026-03-01',
            to: '2026-03-07',
            min: '10',
            max: '25.50',
          },
        },
        'America/New_York',
      ),
    ).toEqual({
      sort: '-capturedAt',
      cursor: 'abc',
      search: 'DT-01',
      tender: 'card',
      staffId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      installId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      from: '2026-03-01T05:00:00.000Z',
      // The day after the last, clocks gone forward on 8 March.
      to: '2026-03-08T05:00:00.000Z',
      minTotalMinor: '1000',
      maxTotalMinor: '2550',
    });
  });

  it('leaves out what does not parse', () => {
    expect(
      listQueryOf(
        {
          sort: null,
          cursor: undefined,
          filters: { from: 'soon', min: 'lots', state: ' ', staff: 'max' },
        },
        'UTC',
      ),
    ).toEqual({});
  });
});

// The sign-in activity screen's filters as the URL holds them, turned into what the server takes:
// whole local days as times, and a hand-edited value the contract refuses left out.
import { describe, expect, it } from 'vitest';
import { serverFilters } from './activity-filters';

describe('serverFilters', () => {
  it('turns a day range into local midnights, the last day included whole', () => {
    expect(serverFilters({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 3, 1).toISOString(),
    });
  });

  it('passes the person, method, result and station on as they are', () => {
    expect(
      serverFilters({ q: 'max', method: 'pin', outcome: 'wrong_secret', station: 'browser' }),
    ).toEqual({ q: 'max', method: 'pin', outcome: 'wrong_secret', station: 'browser' });
  });

  it('leaves out what the server would refuse, keeping the rest', () => {
    expect(serverFilters({ method: 'carrier-pigeon', station: 'till 1', q: 'ava' })).toEqual({
      q: 'ava',
    });
    expect(serverFilters({ from: 'yesterday', to: '2026-02-30x' })).toEqual({});
    // A range the wrong way round is refused as a whole: the "from" goes.
    expect(serverFilters({ from: '2026-05-03', to: '2026-05-01' })).toEqual({
      to: new Date(2026, 4, 2).toISOString(),
    });
  });
});

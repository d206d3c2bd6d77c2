// Whose privileges each realtime connection's channels rest on (src/realtime/channel-grants.ts),
// with an injected clock: a change sends back the connections resting on the account, as the
// account acted as or as the person signed in, and an authorisation that started before a change
// and is recorded after it counts as stale.
import { describe, expect, it } from 'vitest';
import { ChannelGrants } from '../src/realtime/channel-grants';

function grantsAt(start = 1_000) {
  const clock = { now: start };
  return { grants: new ChannelGrants(() => clock.now), clock };
}

describe('channel grants', () => {
  it('sends back every connection resting on a changed account, once', () => {
    const { grants, clock } = grantsAt();
    const mark = grants.mark();
    clock.now += 5;
    expect(grants.record('1.1', ['max'], mark)).toBe(true);
    expect(grants.record('1.1', ['max'], mark)).toBe(true);
    // A system administrator acting as Max: both accounts.
    expect(grants.record('2.2', ['max', 'sys'], mark)).toBe(true);
    expect(grants.record('3.3', ['ava'], mark)).toBe(true);
    clock.now += 5;
    expect(grants.changed(['max']).sort()).toEqual(['1.1', '2.2']);
    expect(grants.changed(['max', 'sys'])).toEqual([]);
    expect(grants.changed(['ava'])).toEqual(['3.3']);
  });

  it('counts an authorisation that read privileges before a change as stale', () => {
    const { grants, clock } = grantsAt();
    const before = grants.mark();
    clock.now += 5;
    grants.changed(['max']);
    clock.now += 5;
    expect(grants.record('1.1', ['max'], before)).toBe(false);
    expect(grants.record('1.1', ['ava', 'max'], before)).toBe(false);
    expect(grants.record('2.2', ['ava'], before)).toBe(true);
    const after = grants.mark();
    clock.now += 5;
    expect(grants.record('3.3', ['max'], after)).toBe(true);
    expect(grants.changed(['max'])).toEqual(['3.3']);
  });

  it('counts a change in the same millisecond as the mark as after it', () => {
    const { grants } = grantsAt();
    const mark = grants.mark();
    grants.changed(['max']);
    expect(grants.record('1.1', ['max'], mark)).toBe(false);
  });

  it('counts an authorisation older than the changes it remembers as stale', () => {
    const { grants, clock } = grantsAt();
    const mark = grants.mark();
    clock.now += 60_000;
    expect(grants.record('1.1', ['max'], mark)).toBe(false);
    clock.now += 60_000;
    grants.changed(['max']);
    clock.now += 60_000;
    const fresh = grants.mark();
    grants.changed(['ava']);
    expect(grants.record('2.2', ['max'], fresh)).toBe(true);
  });

  it('forgets a closed connection', () => {
    const { grants } = grantsAt();
    expect(grants.record('1.1', ['max'], grants.mark())).toBe(true);
    grants.forget('1.1');
    expect(grants.changed(['max'])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { FeedIncident } from './platform-status-feed';
import { fetchIncidents, PlatformStatusError } from './platform-status-feed';
import { newestChangeMarker, platformStatusState } from './platform-status-state';

const investigating = (id: number, updates: number[] = []): FeedIncident => ({
  id,
  human_status: 'Investigating',
  updates: updates.map((update) => ({ id: update })),
});
const fixed = (id: number, updates: number[] = []): FeedIncident => ({
  ...investigating(id, updates),
  human_status: 'Fixed',
});
const success = (data: FeedIncident[]) => ({ status: 'success' as const, data });

describe('newestChangeMarker', () => {
  it('names the highest incident id with the highest update id', () => {
    expect(newestChangeMarker([investigating(3, [31, 35]), fixed(9, [90])])).toBe('9.90');
  });

  it('changes when an update arrives and when a new incident opens', () => {
    const before = newestChangeMarker([investigating(3, [31])]);
    expect(newestChangeMarker([investigating(3, [31, 32])])).not.toBe(before);
    expect(newestChangeMarker([investigating(3, [31]), investigating(4)])).not.toBe(before);
  });
});

describe('platformStatusState', () => {
  it('shows nothing while the first answer is pending or when there are no incidents', () => {
    expect(platformStatusState({ status: 'pending' }, null)).toEqual({ kind: 'hidden' });
    expect(platformStatusState(success([]), null)).toEqual({ kind: 'hidden' });
  });

  it('warns when the status service is unreachable', () => {
    expect(platformStatusState({ status: 'error' }, '3.31')).toEqual({ kind: 'unreachable' });
  });

  it('bounces on an open incident until its newest change is acknowledged', () => {
    const feed = success([investigating(3, [31])]);
    expect(platformStatusState(feed, null)).toEqual({
      kind: 'open',
      marker: '3.31',
      bouncing: true,
    });
    expect(platformStatusState(feed, '3.31')).toEqual({
      kind: 'open',
      marker: '3.31',
      bouncing: false,
    });
    expect(platformStatusState(success([investigating(3, [31, 32])]), '3.31')).toMatchObject({
      kind: 'open',
      bouncing: true,
    });
  });

  it('counts an incident as open while any one is not Fixed', () => {
    expect(platformStatusState(success([fixed(3, [31]), investigating(4)]), null)).toMatchObject({
      kind: 'open',
    });
  });

  it('shows the resolved look until the resolution is dismissed', () => {
    const feed = success([fixed(3, [31, 32])]);
    expect(platformStatusState(feed, '3.31')).toEqual({ kind: 'resolved', marker: '3.32' });
    expect(platformStatusState(feed, '3.32')).toEqual({ kind: 'hidden' });
  });
});

describe('fetchIncidents', () => {
  const answer = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

  it('asks for incidents sorted by id and reads the Cachet data array', async () => {
    const urls: string[] = [];
    const incidents = await fetchIncidents('https://status.example/api/', (input) => {
      urls.push(input instanceof Request ? input.url : input.toString());
      return answer({
        meta: {},
        data: [{ id: 4, human_status: 'Watching', name: 'Slow sign-in', updates: [{ id: 41 }] }],
      });
    });
    expect(urls).toEqual(['https://status.example/api/v1/incidents?sort=id&order=desc']);
    expect(incidents).toEqual([{ id: 4, human_status: 'Watching', updates: [{ id: 41 }] }]);
  });

  it('treats a body that is not an object with a data array as an error', async () => {
    await expect(fetchIncidents('https://s.example', () => answer([]))).rejects.toBeInstanceOf(
      PlatformStatusError,
    );
    await expect(
      fetchIncidents('https://s.example', () => answer({ data: 'none' })),
    ).rejects.toBeInstanceOf(PlatformStatusError);
  });

  it('treats an HTTP error and a failed connection as errors', async () => {
    await expect(
      fetchIncidents('https://s.example', () => answer({ data: [] }, 503)),
    ).rejects.toBeInstanceOf(PlatformStatusError);
    await expect(
      fetchIncidents('https://s.example', () => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toBeInstanceOf(PlatformStatusError);
  });
});

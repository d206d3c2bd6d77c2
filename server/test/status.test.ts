// The platform status service over real HTTP: the Cachet 2.x incidents feed (shape, sorting,
// pagination, errors, CORS), its token-protected writing calls, and the human status page.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import {
  CACHET_TOKEN_HEADER,
  cachetIncidentListSchema,
  cachetIncidentResponseSchema,
  cachetIncidentUpdateResponseSchema,
  type CachetIncidentList,
} from '@shared/status/platform-status';
import { loadOrCreateStatusAdminToken } from '../src/status/admin-token';
import { callApi, count, useHttpTestApp, type HttpTestApp } from './fixtures';

const FEED = '/status/api/v1/incidents';

async function feed(server: HttpTestApp, query = ''): Promise<CachetIncidentList> {
  const response = await callApi(server, `${FEED}${query}`);
  expect(response.status).toBe(200);
  return cachetIncidentListSchema.parse(await response.json());
}

async function errorOf(response: Response) {
  return apiErrorBodySchema.parse(await response.json()).error;
}

/** The writing calls, with the server's status admin token. */
function admin(server: HttpTestApp, token: string) {
  const headers = { [CACHET_TOKEN_HEADER]: token };
  return {
    async open(name: string, message = '', status?: number) {
      const response = await callApi(server, FEED, {
        headers,
        body: { name, message, ...(status === undefined ? {} : { status }) },
      });
      expect(response.status).toBe(201);
      return cachetIncidentResponseSchema.parse(await response.json()).data;
    },
    async update(id: number, status: number, message: string) {
      const response = await callApi(server, `${FEED}/${id}/updates`, {
        headers,
        body: { status, message },
      });
      expect(response.status).toBe(201);
      return cachetIncidentUpdateResponseSchema.parse(await response.json()).data;
    },
  };
}

/** A fresh app for one describe block (closed after it), with its status admin token. */
async function useStatusApp(): Promise<{ server: HttpTestApp; token: string }> {
  const server = await useHttpTestApp();
  return { server, token: await loadOrCreateStatusAdminToken(server.database) };
}

const CACHET_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('the incidents feed', async () => {
  const { server, token } = await useStatusApp();

  it('answers an empty list, publicly and to any origin', async () => {
    const response = await callApi(server, FEED);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const list = cachetIncidentListSchema.parse(await response.json());
    expect(list).toEqual({
      meta: {
        pagination: {
          total: 0,
          count: 0,
          per_page: 20,
          current_page: 1,
          total_pages: 1,
          links: { next_page: null, previous_page: null },
        },
      },
      data: [],
    });
  });

  it('answers CORS preflights for reading only', async () => {
    const response = await callApi(server, FEED, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-zyno-replay-session-id',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(response.headers.get('access-control-allow-headers')).toBe('x-zyno-replay-session-id');
  });

  describe('with incidents', () => {
    const ids: number[] = [];
    beforeAll(async () => {
      const writer = admin(server, token);
      // Statuses 3, 1, 4, 2, 1 in order of opening.
      const first = await writer.open('Slow reports', 'Reports take long to load.', 3);
      const second = await writer.open('Card payments fail', 'Some card payments fail.');
      const third = await writer.open('Sign-in errors', 'Some sign-ins fail.');
      await writer.update(third.id, 2, 'A certificate expired.');
      await writer.update(third.id, 4, 'The certificate was renewed.');
      const fourth = await writer.open('Realtime delays', 'Messages arrive late.', 2);
      const fifth = await writer.open('Talk outage', 'Calls cannot be placed.');
      ids.push(first.id, second.id, third.id, fourth.id, fifth.id);
    });

    it('lists incidents in the Cachet shape, oldest first by default', async () => {
      const list = await feed(server);
      expect(list.data.map((incident) => incident.id)).toEqual(ids);
      const resolved = list.data[2];
      expect(resolved).toMatchObject({
        id: ids[2],
        component_id: 0,
        name: 'Sign-in errors',
        status: 4,
        human_status: 'Fixed',
        message: 'Some sign-ins fail.',
        visible: 1,
        stickied: false,
        deleted_at: null,
      });
      expect(resolved?.created_at).toMatch(CACHET_DATE);
      expect(resolved?.updated_at).toMatch(CACHET_DATE);
      expect(resolved?.occurred_at).toBe(resolved?.created_at);
      // Updates newest first.
      expect(resolved?.updates.map((update) => [update.status, update.human_status])).toEqual([
        [4, 'Fixed'],
        [2, 'Identified'],
      ]);
      expect(resolved?.updates[0]).toMatchObject({
        incident_id: ids[2],
        message: 'The certificate was renewed.',
      });
      expect(list.data.map((incident) => incident.human_status)).toEqual([
        'Watching',
        'Investigating',
        'Fixed',
        'Identified',
        'Investigating',
      ]);
      expect(list.data[0]?.updates).toEqual([]);
    });

    // Equal statuses keep id order in the same direction.
    it.each([
      ['?sort=id&order=desc', [4, 3, 2, 1, 0]],
      ['?sort=created_at&order=desc', [4, 3, 2, 1, 0]],
      ['?sort=status&order=asc', [1, 4, 3, 0, 2]],
      ['?sort=status&order=desc', [2, 0, 3, 4, 1]],
    ])('sorts by id, created_at or status, in either order: %s', async (query, opened) => {
      const list = await feed(server, query);
      expect(list.data.map((incident) => incident.id)).toEqual(opened.map((index) => ids[index]));
    });

    it('pages with per_page and page, linking the next and previous pages', async () => {
      const first = await feed(server, '?sort=id&order=desc&per_page=2');
      expect(first.meta.pagination).toMatchObject({
        total: 5,
        count: 2,
        per_page: 2,
        current_page: 1,
        total_pages: 3,
      });
      expect(first.data.map((incident) => incident.id)).toEqual([ids[4], ids[3]]);
      expect(first.meta.pagination.links.previous_page).toBeNull();
      const next = first.meta.pagination.links.next_page;
      expect(next).toBe(`${server.url}${FEED}?sort=id&order=desc&per_page=2&page=2`);

      const secondResponse = await fetch(next ?? '');
      const second = cachetIncidentListSchema.parse(await secondResponse.json());
      expect(second.data.map((incident) => incident.id)).toEqual([ids[2], ids[1]]);
      expect(second.meta.pagination.links.previous_page).toBe(
        `${server.url}${FEED}?sort=id&order=desc&per_page=2&page=1`,
      );

      const last = await feed(server, '?sort=id&order=desc&per_page=2&page=3');
      expect(last.meta.pagination).toMatchObject({ count: 1, current_page: 3 });
      expect(last.data.map((incident) => incident.id)).toEqual([ids[0]]);
      expect(last.meta.pagination.links.next_page).toBeNull();

      const beyond = await feed(server, '?per_page=2&page=9');
      expect(beyond.data).toEqual([]);
      expect(beyond.meta.pagination).toMatchObject({ count: 0, current_page: 9, total_pages: 3 });
      expect(beyond.meta.pagination.links.next_page).toBeNull();
      expect(beyond.meta.pagination.links.previous_page).toContain('page=3');
    });

    it('answers one incident by id, and 404 for an unknown id', async () => {
      const response = await callApi(server, `${FEED}/${ids[2]}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const { data } = cachetIncidentResponseSchema.parse(await response.json());
      expect(data).toMatchObject({ id: ids[2], name: 'Sign-in errors', human_status: 'Fixed' });
      expect(data.updates).toHaveLength(2);

      const unknown = await callApi(server, `${FEED}/999999`);
      expect(unknown.status).toBe(404);
      expect(await errorOf(unknown)).toEqual({
        code: 'not_found',
        message: 'There is no incident 999999.',
      });
    });
  });

  it.each([
    ['?sort=name', 'sort: must be one of id, created_at or status.'],
    ['?order=up', 'order: must be asc or desc.'],
    ['?per_page=0', 'per_page: must be a whole number from 1 to 100.'],
    ['?per_page=101', 'per_page: must be a whole number from 1 to 100.'],
    ['?per_page=ten', 'per_page: must be a whole number from 1 to 100.'],
    ['?page=0', 'page: must be a whole number from 1 to 1000000.'],
    ['/abc', 'id: must be an incident id (a whole number).'],
  ])('refuses a bad query %s with 400', async (query, message) => {
    const response = await callApi(server, `${FEED}${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(message);
  });
});

describe('the writing calls', async () => {
  const { server, token } = await useStatusApp();

  it('open an incident and post updates; status 4 resolves it', async () => {
    const writer = admin(server, token);
    const incident = await writer.open('Inventory sync stalls', 'Counts are not updating.');
    expect(incident).toMatchObject({ status: 1, human_status: 'Investigating', updates: [] });
    const update = await writer.update(incident.id, 3, 'A fix is deployed; watching.');
    expect(update).toMatchObject({
      incident_id: incident.id,
      status: 3,
      human_status: 'Watching',
      message: 'A fix is deployed; watching.',
    });
    await writer.update(incident.id, 4, 'Resolved.');
    const response = await callApi(server, `${FEED}/${incident.id}`);
    const { data } = cachetIncidentResponseSchema.parse(await response.json());
    expect(data.human_status).toBe('Fixed');
    expect(data.updates.map((entry) => entry.human_status)).toEqual(['Fixed', 'Watching']);
  });

  it('need the status admin token (401, nothing written), and are not offered to browsers', async () => {
    const before = await count(server.database, 'platform_incidents');
    const updatesBefore = await count(server.database, 'platform_incident_updates');
    const withoutToken: Record<string, string>[] = [{}, { [CACHET_TOKEN_HEADER]: 'wrong' }];
    for (const headers of withoutToken) {
      const response = await callApi(server, FEED, { headers, body: { name: 'Fake outage' } });
      expect(response.status).toBe(401);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(await errorOf(response)).toEqual({
        code: 'unauthorized',
        message: 'A valid X-Cachet-Token header is required.',
      });
    }
    const update = await callApi(server, `${FEED}/1/updates`, {
      body: { status: 4, message: 'Resolved.' },
    });
    expect(update.status).toBe(401);
    expect(await count(server.database, 'platform_incidents')).toBe(before);
    expect(await count(server.database, 'platform_incident_updates')).toBe(updatesBefore);
  });

  it('refuse bad input with 400 and write nothing', async () => {
    const headers = { [CACHET_TOKEN_HEADER]: token };
    const incident = await admin(server, token).open('Email delays');
    const incidents = await count(server.database, 'platform_incidents');
    const updates = await count(server.database, 'platform_incident_updates');
    const cases: [string, unknown, string][] = [
      [FEED, { name: '   ' }, 'name: Enter a name for the incident.'],
      [
        FEED,
        { name: 'Resolved already', status: 4 },
        'status: must be 1 (Investigating), 2 (Identified) or 3 (Watching) for a new incident.',
      ],
      [
        `${FEED}/${incident.id}/updates`,
        { status: 5, message: 'Hm.' },
        'status: must be 1 (Investigating), 2 (Identified), 3 (Watching) or 4 (Fixed).',
      ],
      [
        `${FEED}/${incident.id}/updates`,
        { status: 2, message: ' ' },
        'message: Enter a message for the update.',
      ],
    ];
    for (const [path, body, message] of cases) {
      const response = await callApi(server, path, { headers, body });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: 'validation_failed', message });
    }
    expect(await count(server.database, 'platform_incidents')).toBe(incidents);
    expect(await count(server.database, 'platform_incident_updates')).toBe(updates);
  });

  it('answer 404 for an update to an unknown incident', async () => {
    const response = await callApi(server, `${FEED}/424242/updates`, {
      headers: { [CACHET_TOKEN_HEADER]: token },
      body: { status: 4, message: 'Resolved.' },
    });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('not_found');
  });
});

describe('the status page', async () => {
  const { server, token } = await useStatusApp();

  async function page(): Promise<string> {
    const response = await fetch(`${server.url}/status`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    return response.text();
  }

  it('says all systems are operational when no incident is open', async () => {
    const html = await page();
    expect(html).toContain('<title>Zyno platform status</title>');
    expect(html).toContain('All systems operational');
    expect(html).not.toContain('The platform is experiencing issues');
  });

  it('shows open incidents with their updates newest first, then recently resolved ones, escaped', async () => {
    const writer = admin(server, token);
    const resolved = await writer.open('Printer queue stuck', 'Receipts do not print.');
    await writer.update(resolved.id, 4, 'Receipts print again.');
    const open = await writer.open(
      '<script>alert("x")</script> & more',
      'Payments fail <img src=x onerror=alert(1)>.',
    );
    await writer.update(open.id, 2, 'Cause found: an expired <b>certificate</b>.');
    await writer.update(open.id, 3, 'Fix deployed; watching closely.');

    const html = await page();
    expect(html).toContain('The platform is experiencing issues');
    expect(html).not.toContain('All systems operational');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(html).toContain('Payments fail &lt;img src=x onerror=alert(1)&gt;.');

    const position = (text: string) => {
      const index = html.indexOf(text);
      expect(index).toBeGreaterThan(-1);
      return index;
    };
    // Newest update first, the opening message last.
    expect(position('Fix deployed; watching closely.')).toBeLessThan(
      position('Cause found: an expired &lt;b&gt;certificate&lt;/b&gt;.'),
    );
    expect(position('Cause found')).toBeLessThan(position('Payments fail'));
    // Open incidents before the recently resolved ones.
    expect(position('Open incidents')).toBeLessThan(position('Resolved in the last 7 days'));
    expect(position('Payments fail')).toBeLessThan(position('Printer queue stuck'));
    expect(position('Resolved in the last 7 days')).toBeLessThan(position('Printer queue stuck'));
  });

  it('says all systems are operational again once everything is resolved', async () => {
    const list = cachetIncidentListSchema.parse(await (await callApi(server, FEED)).json());
    const writer = admin(server, token);
    for (const incident of list.data.filter((entry) => entry.status !== 4)) {
      await writer.update(incident.id, 4, 'Resolved.');
    }
    const html = await page();
    expect(html).toContain('All systems operational');
    expect(html).toContain('Resolved in the last 7 days');
    expect(html).not.toContain('Open incidents');
  });
});

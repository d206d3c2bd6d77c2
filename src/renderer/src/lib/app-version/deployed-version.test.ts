import { describe, expect, it } from 'vitest';
import { isNewerVersionDeployed } from './deployed-version';

function serving(body: unknown, status = 200): typeof fetch {
  return () => Promise.resolve(new Response(JSON.stringify(body), { status }));
}

describe('isNewerVersionDeployed', () => {
  it('is true when the deployed build differs from the running one', async () => {
    const deployed = serving({ version: '25.727.741', build: 'b2' });
    expect(await isNewerVersionDeployed(deployed, 'b1')).toBe(true);
  });

  it('is false when the same build is deployed', async () => {
    const deployed = serving({ version: '25.727.740', build: 'b1' });
    expect(await isNewerVersionDeployed(deployed, 'b1')).toBe(false);
  });

  it('is false when the version file is missing, malformed or unreachable', async () => {
    expect(await isNewerVersionDeployed(serving({}, 404), 'b1')).toBe(false);
    expect(await isNewerVersionDeployed(serving({ build: 7 }), 'b1')).toBe(false);
    expect(await isNewerVersionDeployed(serving({ build: 'b2' }), 'b1')).toBe(false);
    expect(await isNewerVersionDeployed(serving({ version: '25.727.741', build: '' }), 'b1')).toBe(
      false,
    );
    expect(await isNewerVersionDeployed(serving(['b2']), 'b1')).toBe(false);
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await isNewerVersionDeployed(offline, 'b1')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { connectableOrigins, contentSecurityPolicy } from './content-security-policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const local = directives(contentSecurityPolicy({ serverOrigin: 'http://127.0.0.1:4000' }));

  it('runs only the app’s own scripts: no inline code, no eval, no remote script', () => {
    expect(local.get('default-src')).toEqual(["'self'"]);
    expect(local.get('script-src')).toEqual(["'self'"]);
    expect([...local.values()].flat()).not.toContain("'unsafe-eval'");
    expect(local.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('lets pages talk to exactly the configured server, over HTTP and realtime', () => {
    expect(local.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4000',
      'ws://127.0.0.1:4000',
    ]);
    expect(local.get('img-src')).toEqual(["'self'", 'data:', 'http://127.0.0.1:4000']);
    const secure = directives(contentSecurityPolicy({ serverOrigin: 'https://zyno.example' }));
    expect(secure.get('connect-src')).toEqual([
      "'self'",
      'https://zyno.example',
      'wss://zyno.example',
    ]);
  });

  it('shows avatars from the avatar services the configuration names, and only those', () => {
    const withAvatars = directives(
      contentSecurityPolicy({
        serverOrigin: 'https://zyno.example',
        avatarUrls: ['https://cdn.avatars.example/u/', null, 'https://hash.example/avatar/'],
      }),
    );
    expect(withAvatars.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://zyno.example',
      'https://cdn.avatars.example',
      'https://hash.example',
    ]);
    const hostile = directives(
      contentSecurityPolicy({
        serverOrigin: 'https://zyno.example',
        avatarUrls: ['javascript:alert(1)', 'not a url'],
      }),
    );
    expect(hostile.get('img-src')).toEqual(["'self'", 'data:', 'https://zyno.example']);
  });

  it('allows inline styles only, for Mantine', () => {
    expect(local.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('shuts out plugins, frames, base rewriting and form posts', () => {
    expect(local.get('object-src')).toEqual(["'none'"]);
    expect(local.get('frame-src')).toEqual(["'none'"]);
    expect(local.get('frame-ancestors')).toEqual(["'none'"]);
    expect(local.get('base-uri')).toEqual(["'none'"]);
    expect(local.get('form-action')).toEqual(["'none'"]);
  });

  it('has no wildcard anywhere', () => {
    expect(contentSecurityPolicy({ serverOrigin: 'https://zyno.example' })).not.toMatch(
      /(^|\s)\*|https?:(\s|;|$)|wss?:(\s|;|$)/,
    );
  });

  it("allows session replay's ingest, its websocket and blob: workers only while replay is on", () => {
    expect(local.get('worker-src')).toEqual(["'self'"]);
    const replaying = directives(
      contentSecurityPolicy({
        serverOrigin: 'http://127.0.0.1:4000',
        replayIngestPoint: 'https://replay.example:9443/ingest',
      }),
    );
    expect(replaying.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4000',
      'ws://127.0.0.1:4000',
      'https://replay.example:9443',
      'wss://replay.example:9443',
    ]);
    expect(replaying.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(replaying.get('script-src')).toEqual(["'self'"]);
    const off = contentSecurityPolicy({
      serverOrigin: 'http://127.0.0.1:4000',
      replayIngestPoint: null,
    });
    expect(directives(off)).toEqual(local);
  });

  it('never writes an ingest host that could end a directive', () => {
    const policy = contentSecurityPolicy({
      serverOrigin: 'http://127.0.0.1:4000',
      replayIngestPoint: 'https://evil;script-src/ingest',
    });
    expect(policy).not.toContain('evil');
    expect(directives(policy)).toEqual(local);
  });

  it('refuses a server origin that is not http(s)', () => {
    expect(() => contentSecurityPolicy({ serverOrigin: 'file:///srv' })).toThrow('http(s)');
  });

  it('lists the connectable origins', () => {
    expect(connectableOrigins('https://zyno.example:8443')).toEqual([
      'https://zyno.example:8443',
      'wss://zyno.example:8443',
    ]);
  });
});

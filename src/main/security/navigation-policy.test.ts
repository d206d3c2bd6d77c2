import { describe, expect, it } from 'vitest';
import { decideNavigation, externalUrlToOpen, isAppUrl } from './navigation-policy';

describe('navigation policy', () => {
  const server = 'http://127.0.0.1:4000';
  const app = 'app://zyno';

  it.each([
    [
      'the app origin',
      app,
      ['app://zyno/sales/salespoint', 'app://zyno', 'app://ZYNO/zd/register?x=1#y'],
    ],
    [
      'exactly the server origin (server renderer)',
      server,
      ['http://127.0.0.1:4000/sales/salespoint'],
    ],
  ])('keeps pages of %s inside the window', (_origin, origin, inside) => {
    for (const url of inside) expect(isAppUrl(url, origin), url).toBe(true);
  });

  it.each([
    [
      app,
      [
        'app://zyno.evil/',
        'app://evil/',
        'app://user@zyno/',
        'http://zyno/',
        'file:///zyno/index.html',
        'http://127.0.0.1:4000/',
      ],
    ],
    [
      server,
      [
        'http://127.0.0.1:4001/',
        'https://127.0.0.1:4000/',
        'http://127.0.0.1:4000.evil.example/',
        'app://zyno/',
        'not a url',
      ],
    ],
  ])('with the app at %s, keeps every other page out', (origin, outside) => {
    for (const url of outside) expect(isAppUrl(url, origin), url).toBe(false);
  });

  it('sends only web and mail links to the system browser', () => {
    expect(externalUrlToOpen('https://status.example/incidents')).toBe(
      'https://status.example/incidents',
    );
    expect(externalUrlToOpen('mailto:help@zyno.example')).toBe('mailto:help@zyno.example');
    expect(externalUrlToOpen('file:///etc/passwd')).toBeUndefined();
    expect(externalUrlToOpen('javascript:alert(1)')).toBeUndefined();
    expect(externalUrlToOpen('smb://share/x')).toBeUndefined();
    expect(externalUrlToOpen('ms-msdt:/id PCWDiagnostic')).toBeUndefined();
  });

  it('decides every navigation in one place', () => {
    expect(decideNavigation('app://zyno/launcher', app)).toEqual({ action: 'allow' });
    expect(decideNavigation('https://help.zyno.example/', app)).toEqual({
      action: 'open-externally',
      url: 'https://help.zyno.example/',
    });
    expect(decideNavigation('http://127.0.0.1:4000/api/auth/x', app)).toEqual({
      action: 'open-externally',
      url: 'http://127.0.0.1:4000/api/auth/x',
    });
    expect(decideNavigation('file:///C:/Windows/system32/calc.exe', app)).toEqual({
      action: 'deny',
    });
    expect(decideNavigation('data:text/html,<script>x</script>', app)).toEqual({ action: 'deny' });
  });

  it('never opens anything for a subframe', () => {
    expect(decideNavigation('https://ads.example/', app, { isMainFrame: false })).toEqual({
      action: 'deny',
    });
    expect(decideNavigation('app://zyno/x', app, { isMainFrame: false })).toEqual({
      action: 'allow',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { decideNavigation, externalUrlToOpen, isAppUrl } from './navigation-policy';

describe('navigation policy', () => {
  const server = 'http://127.0.0.1:4000';
  const app = 'app://zyno';

  it('keeps pages of the app origin inside the window', () => {
    expect(isAppUrl('app://zyno/sales/salespoint', app)).toBe(true);
    expect(isAppUrl('app://zyno', app)).toBe(true);
    expect(isAppUrl('app://ZYNO/zd/register?x=1#y', app)).toBe(true);
    expect(isAppUrl('app://zyno.evil/', app)).toBe(false);
    expect(isAppUrl('app://evil/', app)).toBe(false);
    expect(isAppUrl('app://user@zyno/', app)).toBe(false);
    expect(isAppUrl('http://zyno/', app)).toBe(false);
    expect(isAppUrl('file:///zyno/index.html', app)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:4000/', app)).toBe(false);
  });

  it('with the server renderer, keeps pages of exactly the server origin', () => {
    expect(isAppUrl('http://127.0.0.1:4000/sales/salespoint', server)).toBe(true);
    expect(isAppUrl('http://127.0.0.1:4001/', server)).toBe(false);
    expect(isAppUrl('https://127.0.0.1:4000/', server)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:4000.evil.example/', server)).toBe(false);
    expect(isAppUrl('app://zyno/', server)).toBe(false);
    expect(isAppUrl('not a url', server)).toBe(false);
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

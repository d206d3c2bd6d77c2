import { describe, expect, it } from 'vitest';
import { externalUrlToOpen, isAppUrl } from './navigation-policy';

describe('navigation policy', () => {
  const origin = 'http://127.0.0.1:4000';

  it('keeps pages of the app origin inside the window', () => {
    expect(isAppUrl('http://127.0.0.1:4000/sales/salespoint', origin)).toBe(true);
    expect(isAppUrl('http://127.0.0.1:4001/', origin)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:4000.evil.example/', origin)).toBe(false);
    expect(isAppUrl('not a url', origin)).toBe(false);
  });

  it('sends only web and mail links to the system browser', () => {
    expect(externalUrlToOpen('https://status.example/incidents')).toBe(
      'https://status.example/incidents',
    );
    expect(externalUrlToOpen('mailto:help@zyno.example')).toBe('mailto:help@zyno.example');
    expect(externalUrlToOpen('file:///etc/passwd')).toBeUndefined();
    expect(externalUrlToOpen('javascript:alert(1)')).toBeUndefined();
    expect(externalUrlToOpen('smb://share/x')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { readDesktopAppConfig } from './app-config';

describe('readDesktopAppConfig', () => {
  it('defaults to the local reference server', () => {
    expect(readDesktopAppConfig({})).toEqual({ appOrigin: 'http://127.0.0.1:4000' });
  });

  it('uses the origin of ZYNO_SERVER_URL', () => {
    expect(readDesktopAppConfig({ ZYNO_SERVER_URL: 'https://zyno.example/app' })).toEqual({
      appOrigin: 'https://zyno.example',
    });
  });

  it('rejects a URL that is not http(s) with a clear message', () => {
    expect(() => readDesktopAppConfig({ ZYNO_SERVER_URL: 'file:///tmp/x' })).toThrow(
      'ZYNO_SERVER_URL must be an http(s) URL.',
    );
  });
});

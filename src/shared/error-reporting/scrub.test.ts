import { describe, expect, it } from 'vitest';
import { areaOfPath, errorReportingOptions, type ErrorReportingScope } from './report-options';
import { FILTERED, scrubBreadcrumb, scrubEvent, scrubText } from './scrub';
import { PRODUCT_VERSION } from '../product';

const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LTEiLCJ0ZW5hbnQiOiJ0LTEifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

describe('scrubText', () => {
  it.each([
    ['a JWT anywhere', `token was ${JWT} here`, `token was ${FILTERED} here`],
    [
      'a bearer credential',
      'Authorization: Bearer abc.def-ghi',
      `Authorization: Bearer ${FILTERED}`,
    ],
    [
      'sign-on code and state in a URL',
      'https://zyno.test/login/callback?code=s3cr3t&state=xyz&lang=en',
      `https://zyno.test/login/callback?code=${FILTERED}&state=${FILTERED}&lang=en`,
    ],
    ['a token in a fragment', '/cb#access_token=abc&x=1', `/cb#access_token=${FILTERED}&x=1`],
    [
      'nothing secret',
      'Cannot read properties of undefined',
      'Cannot read properties of undefined',
    ],
  ])('masks %s', (_case, text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('masks known secret values wherever they appear', () => {
    expect(scrubText('typed 4711-opaque-session in a message', ['4711-opaque-session'])).toBe(
      `typed ${FILTERED} in a message`,
    );
  });
});

describe('scrubEvent', () => {
  it('masks secret fields at any depth, drops request cookies, body and query', () => {
    const event = {
      message: `failed with ${JWT}`,
      request: {
        url: 'https://zyno.test/sso?code=abc',
        headers: {
          Authorization: `Bearer ${JWT}`,
          Cookie: 'zyno_session=abc',
          'X-Zyno-Tenant-Id': 't-1',
          Accept: 'application/json',
        },
        cookies: { zyno_session: 'abc' },
        data: '{"password":"hunter2"}',
        query_string: 'code=abc',
      },
      extra: {
        form: { email: 'a@b.test', password: 'hunter2', pin: '12345678' },
        sample: { Data: 'Rk1SAC...', Png: 'iVBORw0...' },
        enrollment: { fmds: ['Rk1SAC1', 'Rk1SAC2'] },
        response: { headers: { 'Set-Cookie': 'zyno_session=abc; HttpOnly' } },
      },
    };
    expect(scrubEvent(event)).toEqual({
      message: `failed with ${FILTERED}`,
      request: {
        url: `https://zyno.test/sso?code=${FILTERED}`,
        headers: {
          Authorization: FILTERED,
          Cookie: FILTERED,
          'X-Zyno-Tenant-Id': FILTERED,
          Accept: 'application/json',
        },
      },
      extra: {
        form: { email: 'a@b.test', password: FILTERED, pin: FILTERED },
        sample: FILTERED,
        enrollment: { fmds: FILTERED },
        response: { headers: { 'Set-Cookie': FILTERED } },
      },
    });
  });

  it('masks a fingerprint sample by its own field names', () => {
    expect(scrubEvent({ extra: { captured: { Data: 'Rk1SAC', Png: 'iVBOR' } } })).toEqual({
      extra: { captured: { Data: FILTERED, Png: FILTERED } },
    });
  });

  it('leaves the original event untouched and copes with cycles', () => {
    const extra: Record<string, unknown> = { password: 'hunter2' };
    extra['self'] = extra;
    const event = { extra };
    const scrubbed = scrubEvent(event);
    expect(extra['password']).toBe('hunter2');
    expect(scrubbed.extra['password']).toBe(FILTERED);
    expect(scrubbed.extra['self']).toBe(scrubbed.extra);
  });
});

describe('scrubBreadcrumb', () => {
  it('drops fetch bodies and masks the URL of a fetch breadcrumb', () => {
    const breadcrumb = {
      category: 'fetch',
      data: {
        method: 'POST',
        url: '/api/auth/login/password?token=abc',
        status_code: 200,
        request_body: '{"password":"hunter2"}',
        response_body: `{"jwt":"${JWT}"}`,
      },
    };
    expect(scrubBreadcrumb(breadcrumb)).toEqual({
      category: 'fetch',
      data: { method: 'POST', url: `/api/auth/login/password?token=${FILTERED}`, status_code: 200 },
    });
  });

  it('masks a token logged to the console', () => {
    expect(scrubBreadcrumb({ category: 'console', message: `jwt ${JWT}` })).toEqual({
      category: 'console',
      message: `jwt ${FILTERED}`,
    });
  });
});

describe('errorReportingOptions', () => {
  const DSN = 'http://key@127.0.0.1:9/1';
  const scope: ErrorReportingScope = {
    tenantId: 't-1',
    installId: null,
    userId: 'u-1',
    area: 'crm',
    secrets: ['first-session-token'],
  };

  it('reports the product version and collects no personal data', () => {
    expect(errorReportingOptions(DSN)).toMatchObject({
      dsn: DSN,
      release: PRODUCT_VERSION,
      sendDefaultPii: false,
    });
  });

  it('tags each event with the scope at that moment, the user by id only, then scrubs it', () => {
    let current = scope;
    const options = errorReportingOptions<SdkEvent, { message: string }>(DSN, () => current);
    const event: SdkEvent = {
      message: 'with first-session-token',
      tags: { handled: 'no' },
      user: { id: 'u-1', email: 'ann@example.com', ip_address: '10.0.0.1' },
    };
    expect(options.beforeSend(event)).toEqual({
      message: `with ${FILTERED}`,
      tags: { handled: 'no', area: 'crm', tenant: 't-1' },
      user: { id: 'u-1' },
    });
    current = { tenantId: null, installId: 'i-1', userId: null, area: 'main', secrets: [] };
    expect(options.beforeSend(event)).toEqual({
      message: 'with first-session-token',
      tags: { handled: 'no', area: 'main', install: 'i-1' },
    });
    expect(options.beforeBreadcrumb({ message: 'first-session-token' })).toEqual({
      message: 'first-session-token',
    });
  });
});

describe('areaOfPath', () => {
  it.each([
    ['/crm/contacts/7', 'crm'],
    ['/login', 'login'],
    ['/', 'launcher'],
  ])('names %s as %s', (path, area) => {
    expect(areaOfPath(path)).toBe(area);
  });
});

interface SdkEvent {
  message: string;
  tags?: Record<string, string>;
  user?: Record<string, string>;
}

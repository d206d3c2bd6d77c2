// The CLI's environment: defaults, overrides and the messages for bad values.
import { describe, expect, it } from 'vitest';
import { readEnvironment } from '../src/env';

/** What an empty environment gives in /srv/zyno. */
const DEFAULTS = {
  port: 4000,
  host: '127.0.0.1',
  dataDir: '/srv/zyno/.data',
  realtimeKey: 'zyno-local',
  logLevel: 'warn',
  loginRateLimit: { max: 30, timeWindowMs: 60_000 },
  integrations: {},
};

describe('readEnvironment', () => {
  it('defaults to port 4000 on the loopback address and .data in the working directory', () => {
    expect(readEnvironment({}, '/srv/zyno')).toEqual({ ok: true, options: DEFAULTS });
  });

  it('reads every variable, and treats empty ones as unset', () => {
    const result = readEnvironment(
      {
        PORT: '4310',
        HOST: '0.0.0.0',
        ZYNO_DATA_DIR: 'db',
        DATABASE_URL: 'postgres://zyno:secret@db.example:5432/zyno',
        ZYNO_WEB_DIR: '../web',
        ZYNO_REALTIME_KEY: '',
        ZYNO_LOG_LEVEL: 'info',
        ZYNO_LOGIN_RATE_LIMIT: '5',
      },
      '/srv/zyno',
    );
    expect(result).toEqual({
      ok: true,
      options: {
        port: 4310,
        host: '0.0.0.0',
        databaseUrl: 'postgres://zyno:secret@db.example:5432/zyno',
        webDir: '/srv/web',
        realtimeKey: DEFAULTS.realtimeKey,
        logLevel: 'info',
        loginRateLimit: { ...DEFAULTS.loginRateLimit, max: 5 },
        integrations: {},
      },
    });
  });

  it("reads ZYNO_SUPPORT_WIDGET_ID as the support desk's widget id, and names a bad one", () => {
    expect(readEnvironment({ ZYNO_SUPPORT_WIDGET_ID: ' 150000001234 ' }, '/srv/zyno')).toEqual({
      ok: true,
      options: { ...DEFAULTS, integrations: { supportWidgetId: '150000001234' } },
    });
    expect(readEnvironment({ ZYNO_SUPPORT_WIDGET_ID: "1'; script-src *" }, '/')).toEqual({
      ok: false,
      problems: [
        "ZYNO_SUPPORT_WIDGET_ID must be the support desk's help widget id, such as 150000001234.",
      ],
    });
  });

  it('reads ZYNO_SENTRY_DSN into the runtime configuration, and names a bad one', () => {
    const dsn = 'https://public-key@o1.ingest.example.com/42';
    expect(readEnvironment({ ZYNO_SENTRY_DSN: dsn }, '/srv/zyno')).toEqual({
      ok: true,
      options: { ...DEFAULTS, integrations: { sentryDsn: dsn } },
    });
    for (const bad of [
      'https://o1.ingest.example.com/42',
      'ftp://key@host/1',
      'https://key@host/',
    ]) {
      expect(readEnvironment({ ZYNO_SENTRY_DSN: bad }, '/srv/zyno')).toEqual({
        ok: false,
        problems: [
          'ZYNO_SENTRY_DSN must be a Sentry DSN such as https://key@o1.ingest.sentry.io/42.',
        ],
      });
    }
  });

  it('reads ZYNO_REDIS_URL as a redis:// or rediss:// URL, and names a bad one', () => {
    for (const url of ['redis://127.0.0.1:6379', 'rediss://:secret@redis.internal:6380/2']) {
      expect(readEnvironment({ ZYNO_REDIS_URL: url }, '/')).toMatchObject({
        ok: true,
        options: { redisUrl: url },
      });
    }
    for (const url of ['http://redis.internal:6379', 'redis://', 'redis.internal:6379']) {
      expect(readEnvironment({ ZYNO_REDIS_URL: url }, '/')).toEqual({
        ok: false,
        problems: [
          'ZYNO_REDIS_URL must be a Redis URL such as redis://redis.internal:6379 (rediss:// for TLS), optionally with a database number (/0).',
        ],
      });
    }
  });

  it('names each bad variable', () => {
    expect(
      readEnvironment(
        { PORT: '99999', DATABASE_URL: 'mysql://x', ZYNO_LOG_LEVEL: 'loud', HOST: '  ' },
        '/',
      ),
    ).toEqual({
      ok: false,
      problems: [
        'PORT must be a whole number from 0 to 65535.',
        'HOST must be a host name or IP address.',
        'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database.',
        'ZYNO_LOG_LEVEL must be one of silent, fatal, error, warn, info, debug, trace.',
      ],
    });
    expect(readEnvironment({ PORT: 'http' }, '/')).toEqual({
      ok: false,
      problems: ['PORT must be a whole number from 0 to 65535.'],
    });
  });

  it('reads ZYNO_TRUST_PROXY as true, a hop count or a list of addresses and ranges', () => {
    const trustProxy = (value: string) => {
      const result = readEnvironment({ ZYNO_TRUST_PROXY: value }, '/');
      return result.ok ? result.options.trustProxy : result.problems;
    };
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('false')).toBeUndefined();
    expect(trustProxy('')).toBeUndefined();
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.5, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    const problem = [
      'ZYNO_TRUST_PROXY must be true, false, a number of proxies from 1 to 10, or a comma-separated list of proxy addresses and CIDR ranges such as 10.0.0.5,192.168.0.0/16.',
    ];
    for (const bad of ['yes', '0', '11', '10.0.0.0/33', 'proxy.example', '10.0.0.5,', '::1/129']) {
      expect(trustProxy(bad)).toEqual(problem);
    }
  });
  it('reads session replay only when its project key and ingest URL are both set', () => {
    const both = readEnvironment(
      {
        ZYNO_OPENREPLAY_PROJECT_KEY: 'zyno-project',
        ZYNO_OPENREPLAY_INGEST_URL: 'https://replay.example.com/ingest/',
      },
      '/srv/zyno',
    );
    expect(both).toEqual({
      ok: true,
      options: {
        ...DEFAULTS,
        integrations: {
          sessionReplay: {
            projectKey: 'zyno-project',
            ingestPoint: 'https://replay.example.com/ingest',
          },
        },
      },
    });
    expect(readEnvironment({ ZYNO_OPENREPLAY_PROJECT_KEY: 'zyno-project' }, '/')).toEqual({
      ok: false,
      problems: [
        'ZYNO_OPENREPLAY_PROJECT_KEY and ZYNO_OPENREPLAY_INGEST_URL must be set together.',
      ],
    });
    expect(
      readEnvironment(
        { ZYNO_OPENREPLAY_PROJECT_KEY: 'zyno-project', ZYNO_OPENREPLAY_INGEST_URL: 'replay:9000' },
        '/',
      ),
    ).toEqual({
      ok: false,
      problems: [
        'ZYNO_OPENREPLAY_INGEST_URL must be the OpenReplay ingest URL, such as https://openreplay.example.com/ingest.',
      ],
    });
  });
});

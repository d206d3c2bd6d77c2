// The realtime bus on Redis between two "processes" (two buses, each with its own connections to
// one throwaway redis-server): a message reaches the other and not its sender; while Redis is
// down a broadcast is logged as failed rather than dropped silently and a rate-limit count is
// refused with a 503 (the route answers "try again" rather than going uncounted), and once redis-server is back on its
// port both reconnect by themselves (each having logged the outage) and carry messages again. A
// server whose Redis is unreachable at start-up is told so, naming ZYNO_REDIS_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, connectRedis, type RedisConnection } from '../src/db/redis';
import { RedisRateLimitStore } from '../src/http/redis-rate-limit-store';
import type { BusMessage } from '../src/realtime/bus-message';
import type { RealtimeBus } from '../src/realtime/realtime-bus';
import { openRedisBus } from '../src/realtime/redis-bus';
import { freePort } from './fixtures/free-port';
import { recordingLog, type RecordingLog } from './fixtures/recording-log';
import { startTestRedis, type TestRedis } from './fixtures/redis-server';

interface Process {
  log: RecordingLog;
  connection: RedisConnection;
  bus: RealtimeBus;
  heard: BusMessage[];
}

let redis: TestRedis;
const processes: Process[] = [];

async function openProcess(url: string): Promise<Process> {
  const log = recordingLog();
  const connection = { url, client: await connectRedis(url, log.log, 'commands') };
  const heard: BusMessage[] = [];
  const bus = await openRedisBus(connection, log.log, (message) => heard.push(message));
  const opened = { log, connection, bus, heard };
  processes.push(opened);
  return opened;
}

function event(data: string): BusMessage {
  return { kind: 'event', channel: 'private-t-1', event: 'tenant-changed', data };
}

beforeAll(async () => {
  redis = await startTestRedis();
}, 30_000);

afterAll(async () => {
  for (const each of processes) {
    await each.bus.close();
    await closeRedis(each.connection.client);
  }
  await redis.stop();
});

describe('the Redis realtime bus', () => {
  let first: Process;
  let second: Process;
  beforeAll(async () => {
    first = await openProcess(redis.url);
    second = await openProcess(redis.url);
  });

  it('carries a broadcast to the other process, in order, and not back to its sender', async () => {
    await first.bus.broadcast(event('"one"'));
    await first.bus.broadcast({ kind: 'reauthorise', accountIds: ['a1'] });
    await expect
      .poll(() => second.heard)
      .toEqual([event('"one"'), { kind: 'reauthorise', accountIds: ['a1'] }]);
    expect(first.heard).toEqual([]);
  });

  it('logs a broadcast made while Redis is down, then carries messages again after redis-server restarts', async () => {
    const { port } = redis;
    await redis.stop();
    await expect
      .poll(() => first.log.messages().filter((line) => line.includes('is unreachable')))
      .toHaveLength(2);
    expect(second.log.messages()).toContainEqual(expect.stringContaining('is unreachable'));

    await first.bus.broadcast(event('"while down"'));
    expect(first.log.messages()).toContain('realtime bus: broadcast failed');
    const store = new RedisRateLimitStore(first.connection.client);
    await expect(store.admit('while down', 1, 5, 60_000)).rejects.toMatchObject({
      statusCode: 503,
      code: 'temporarily_unavailable',
    });

    redis = await startTestRedis(port);
    const heardBefore = second.heard.length;
    // Each attempt broadcasts a new message; the first heard shows both connections are back.
    let attempt = 0;
    await expect
      .poll(
        async () => {
          attempt += 1;
          await first.bus.broadcast(event(String(attempt)));
          return second.heard.length;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBeGreaterThan(heardBefore);
    expect(second.heard).not.toContainEqual(event('"while down"'));
    expect(first.log.messages()).toContainEqual(expect.stringContaining('is reachable again'));
  });
});

describe('a Redis connection at start-up', () => {
  it('fails naming ZYNO_REDIS_URL when nothing answers there', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    await expect(connectRedis(url, recordingLog().log, 'commands')).rejects.toThrow(
      `Redis at ${url} (ZYNO_REDIS_URL) is unreachable`,
    );
  });
});

// Makes sure Debian's redis-server is present for the server tests of the Redis realtime bus and
// rate-limit store (server/test/fixtures/redis-server.ts starts throwaway servers from it):
// installs it with apt when running as root, otherwise stops with the exact command to run. The
// tests never use the package's own service.
import { ensureAptPackage, ensureWhenRun } from './ensure-apt-package.mjs';

export const REDIS_SERVER = '/usr/bin/redis-server';

export function ensureRedis() {
  return ensureAptPackage({ path: REDIS_SERVER, aptPackage: 'redis-server', name: 'redis-server' });
}

ensureWhenRun(import.meta.url, ensureRedis);

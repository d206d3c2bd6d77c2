// Makes sure Debian's redis-server is present for the server tests of the Redis realtime bus and
// rate-limit store (scripts/test-redis.mjs starts throwaway servers from it): installs it with apt
// when running as root, otherwise stops with the exact command to run. No service is started.
import { ensureAptPackage } from './ensure-apt-package.mjs';

export const REDIS_SERVER = '/usr/bin/redis-server';

export function ensureRedis() {
  return ensureAptPackage({ path: REDIS_SERVER, aptPackage: 'redis-server', name: 'redis-server' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureRedis().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

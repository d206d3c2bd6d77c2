// Makes sure Debian's nginx is present for the end-to-end test of several server processes behind
// it (tests/e2e/multi-server.spec.ts, docs/deploy.md): installs it with apt when running as root,
// otherwise stops with the exact command to run. Only the binary is used; no service is started.
import { ensureAptPackage, ensureWhenRun } from './ensure-apt-package.mjs';

export const NGINX = '/usr/sbin/nginx';

export function ensureNginx() {
  return ensureAptPackage({ path: NGINX, aptPackage: 'nginx', name: 'nginx' });
}

ensureWhenRun(import.meta.url, ensureNginx);

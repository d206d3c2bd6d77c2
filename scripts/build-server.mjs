// `npm run build:server`: the reference server compiled to plain JavaScript for production
// (`node server/dist/cli.js`, docs/deploy.md), so no TypeScript loader runs there. One ES module
// bundle of the server's own code, the shared contracts (`@shared/*`) and the workspace package
// @zyno/fingerprint (published as TypeScript); every other package stays an import from
// node_modules. The migrations are copied beside it, where db/migrate.ts looks for them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const OUT_DIR = 'server/dist';
const BUNDLED_PACKAGES = /^(@shared\/|@zyno\/fingerprint$)/;

rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: ['server/src/cli.ts'],
  outfile: `${OUT_DIR}/cli.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  tsconfig: 'server/tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-from-node-modules',
      setup(esbuildApi) {
        esbuildApi.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          BUNDLED_PACKAGES.test(path) ? undefined : { path, external: true },
        );
      },
    },
  ],
});
cpSync('server/src/db/migrations', `${OUT_DIR}/migrations`, { recursive: true });
console.log(`The server is built: node ${OUT_DIR}/cli.js`);

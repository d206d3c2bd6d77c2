// Gives every renderer build an id, compiled into the app as `__ZYNO_BUILD_ID__` and written to
// `version.json` beside it, so a running app can tell that a newer build has been deployed.
import type { Plugin } from 'vite';
import { VERSION_FILE_PATH, type VersionFile } from './src/shared/app-version.ts';
import { PRODUCT_VERSION } from './src/shared/product.ts';

export function versionFilePlugin(build = `${PRODUCT_VERSION}+${Date.now().toString(36)}`): Plugin {
  const file: VersionFile = { version: PRODUCT_VERSION, build };
  const source = `${JSON.stringify(file, null, 2)}\n`;
  return {
    name: 'zyno-version-file',
    config: () => ({ define: { __ZYNO_BUILD_ID__: JSON.stringify(build) } }),
    configureServer(server) {
      server.middlewares.use(VERSION_FILE_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-store');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: VERSION_FILE_PATH.slice(1), source });
    },
  };
}

// Zyno Desktop builds: main, the preloads (one sandbox-safe CommonJS file per window kind) and
// the renderer.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { versionFilePlugin } from './vite.version-file.ts';

const alias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) };

/**
 * Zyno Desktop serves its pages from app://zyno with the Content Security Policy as a header
 * (src/main/security/content-security-policy.ts). The web build's <meta> policy would apply on
 * top of it and block the API on the server's origin, so the desktop build leaves it out.
 */
function headerContentSecurityPolicy(): Plugin {
  return {
    name: 'zyno-header-content-security-policy',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const meta = /<meta\s+http-equiv="Content-Security-Policy"[^>]*>\s*/i;
        if (!meta.test(html)) {
          throw new Error('index.html has no Content-Security-Policy <meta> to replace.');
        }
        return html.replace(meta, '');
      },
    },
  };
}

/**
 * Pages live at app://zyno/<route> (/zd/register …): assets are addressed from the root, not
 * relative to the page. electron-vite forces a relative base for file:// loading; this wins.
 */
function rootBase(): Plugin {
  return { name: 'zyno-root-base', config: () => ({ base: '/' }) };
}

export default defineConfig({
  main: {
    resolve: { alias },
  },
  preload: {
    resolve: { alias },
    build: {
      // A sandboxed preload cannot load modules at run time: each window kind's preload is one
      // self-contained CJS file (isolated entries: no chunk shared between them).
      externalizeDeps: false,
      isolatedEntries: true,
      rolldownOptions: {
        input: {
          'main-window': fileURLToPath(new URL('./src/preload/main-window.ts', import.meta.url)),
          'registration-window': fileURLToPath(
            new URL('./src/preload/registration-window.ts', import.meta.url),
          ),
        },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    resolve: { alias },
    plugins: [react(), versionFilePlugin(), rootBase(), headerContentSecurityPolicy()],
  },
});

// The web build of the same renderer, for browsers; the reference server serves it at its root.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './vite.precompress.ts';
import { versionFilePlugin } from './vite.version-file.ts';

export default defineConfig({
  root: 'src/renderer',
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
  plugins: [react(), versionFilePlugin(), precompressPlugin()],
  build: {
    outDir: fileURLToPath(new URL('./out/web', import.meta.url)),
    emptyOutDir: true,
  },
});

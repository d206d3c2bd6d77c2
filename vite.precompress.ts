// Writes a brotli and a gzip copy beside every text file of the web build, so the reference
// server sends them as they are (server/src/http/web-app.ts) rather than compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressFile(path: string): Promise<void> {
  const source = await readFile(path);
  if (source.byteLength < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

export function precompressPlugin(): Plugin {
  return {
    name: 'zyno-precompress',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir;
      if (outDir === undefined) return;
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map((file) => compressFile(join(outDir, file))),
      );
    },
  };
}

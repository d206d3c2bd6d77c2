// JSON answers of the API families compressed on the wire (brotli or gzip, as the client's
// Accept-Encoding allows) once they are worth it. Registered in the families' own scope: the web
// app's files are compressed once, at build (vite.precompress.ts, http/web-app.ts), and nothing
// else — event streams, pages, small answers — pays for compression per request.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Below this, headers and the compressor's framing outweigh what compression saves. */
export const COMPRESS_ABOVE_BYTES = 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/i;
/**
 * Brotli's default quality (11) costs milliseconds per answer; 4 compresses JSON about as well
 * as gzip's default at a fraction of the time.
 */
const BROTLI_QUALITY = 4;

export async function compressJsonAnswers(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_ABOVE_BYTES,
    customTypes: JSON_TYPE,
    // Request bodies stay as sent: a compressed body could expand far past the body limit.
    globalDecompression: false,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

// Compressed API answers: a JSON answer above the threshold comes brotli- or gzip-encoded to a
// client that accepts it and decodes to the same JSON; small answers, clients that accept no
// encoding and event streams get the answer as it is.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_HEADERS, bearer } from '@shared/api-headers';
import { COMPRESS_ABOVE_BYTES, compressJsonAnswers } from '../src/http/compression';
import { AUTH, signIn, tenantId, useTestApp } from './fixtures';

const server = await useTestApp();
const { login } = await signIn(server.app, 'ava.admin@harbor.example');

/** Harbor Coffee's accounts, as its admin lists them: well above the threshold. */
function listAccounts(acceptEncoding?: string) {
  return server.app.inject({
    method: 'GET',
    url: `${AUTH}/accounts`,
    headers: {
      [API_HEADERS.authorization]: bearer(login.jwt),
      [API_HEADERS.tenantId]: tenantId(login, 'Harbor Coffee'),
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });
}

function decoded(response: LightMyRequestResponse, decode: (data: Buffer) => Buffer): unknown {
  return JSON.parse(decode(response.rawPayload).toString('utf8'));
}

describe('compressed API answers', () => {
  it('sends a large JSON answer brotli-encoded to a client that accepts br, decoding to the same JSON', async () => {
    const plain = await listAccounts();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.byteLength).toBeGreaterThan(COMPRESS_ABOVE_BYTES);

    const compressed = await listAccounts('br');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength);
    expect(decoded(compressed, brotliDecompressSync)).toEqual(plain.json());
  });

  it('prefers brotli, and falls back to gzip for a client that accepts only gzip', async () => {
    expect((await listAccounts('gzip, deflate, br')).headers['content-encoding']).toBe('br');
    const gzipped = await listAccounts('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped, gunzipSync)).toEqual((await listAccounts()).json());
  });

  it('sends a small answer as it is', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `${AUTH}/login`,
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { email: 'ava.admin@harbor.example' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ passwordRequired: true });
  });

  it('sends an event stream as it is, however large', async () => {
    const app = Fastify();
    await compressJsonAnswers(app);
    const events = 'data: {"sale":"completed"}\n\n'.repeat(200);
    app.get('/events', (_request, reply) => reply.type('text/event-stream').send(events));
    app.get('/json', () => ({ events }));
    const ask = (url: string) =>
      app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    try {
      const stream = await ask('/events');
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(stream.body).toBe(events);
      // The same scope compresses JSON of that size: the stream was left alone for its type.
      expect((await ask('/json')).headers['content-encoding']).toBe('br');
    } finally {
      await app.close();
    }
  });
});

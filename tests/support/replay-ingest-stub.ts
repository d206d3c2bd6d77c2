// A stand-in for OpenReplay's ingest in end-to-end tests: answers the tracker's session start
// the way the real ingest does, accepts its batches, and keeps what it received to inspect.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export const STUB_REPLAY_SESSION_ID = '7741094412865536';

export interface ReplayIngestStub {
  /** The ingest URL to configure, e.g. http://127.0.0.1:PORT/ingest. */
  url: string;
  /** Bodies of POST /v1/web/start. */
  starts: Record<string, unknown>[];
  /** Bodies of POST /v1/web/i, decompressed. */
  batches: Buffer[];
  /** Paths the tracker asked for, in order. */
  paths: string[];
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization, Content-Encoding',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

function answer(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { ...CORS, 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startReplayIngestStub(): Promise<ReplayIngestStub> {
  const starts: Record<string, unknown>[] = [];
  const batches: Buffer[] = [];
  const paths: string[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://stub').pathname;
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS).end();
        return;
      }
      paths.push(path);
      const body = await readBody(request);
      if (path === '/ingest/v1/web/start') {
        starts.push(JSON.parse(body.toString('utf8')) as Record<string, unknown>);
        answer(response, {
          token: 'stub-replay-token',
          userUUID: 'stub-user-uuid',
          sessionID: STUB_REPLAY_SESSION_ID,
          projectID: 1,
          delay: 0,
          startTimestamp: Date.now(),
        });
      } else if (path === '/ingest/v1/web/i') {
        batches.push(body);
        answer(response, {});
      } else if (path === '/ingest/v1/web/tags') {
        answer(response, { tags: [] });
      } else if (path === '/ingest/v1/web/feature-flags') {
        answer(response, { flags: [] });
      } else if (path.startsWith('/ingest/v1/web/conditions/')) {
        answer(response, { conditions: [] });
      } else {
        answer(response, {});
      }
    })();
  });
  // Assist's socket has no agent server here: its upgrade is refused.
  server.on('upgrade', (_request, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ingest`,
    starts,
    batches,
    paths,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

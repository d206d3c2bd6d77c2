// PLACEHOLDER (issue 3, realtime helper): the Pusher protocol v7 server on ws, attached to the
// app's HTTP server, with the HTTP trigger API; returns the publisher routes use.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { RealtimePublisher } from './publisher';

export interface RealtimeServerOptions {
  database: Database;
  key: string;
}

export function attachRealtimeServer(
  _app: FastifyInstance,
  _options: RealtimeServerOptions,
): Promise<RealtimePublisher> {
  return Promise.resolve({ publish: () => Promise.resolve() });
}

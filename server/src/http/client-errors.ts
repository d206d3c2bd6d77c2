// Requests Node's HTTP parser refuses before Fastify sees them (headers or URL too large, a
// malformed request line, a request that never finished arriving): answered in the API's error
// shape too, where Fastify's default handler would write its own.
import { STATUS_CODES } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { validationFailed } from './errors';

function refusal(code: unknown): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, message: 'The request headers (the URL included) are too large.' };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, message: 'The request did not arrive in time.' };
  }
  return { status: 400, message: 'The request is not valid HTTP.' };
}

export const answerClientError: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error,
  socket,
) => {
  // A reset connection has nobody left to answer.
  if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = refusal((error as NodeJS.ErrnoException).code);
  if (socket.writable) {
    const body = JSON.stringify(validationFailed(message).toBody());
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};

// The one HTTP client: JSON in and out, the bearer and tenant headers while a session exists,
// every answer parsed with its contract schema and every failure turned into an ApiError.
import { apiErrorBodySchema } from '@shared/api-error';
import { API_HEADERS, bearer } from '@shared/api-headers';
import * as z from 'zod/mini';
import { ApiError, CLIENT_ERROR_CODES, CLIENT_ERROR_MESSAGES as MESSAGES } from './api-error';

/** What the client needs to know about the signed-in session. */
export interface RequestAuth {
  jwt: string;
  tenantId: string;
  /** Set while an MSP or system administrator acts inside a tenant they are not a member of. */
  masqueradeTenantId?: string | null;
  /** Set while a support operator acts as another user. */
  masqueradeUserId?: string | null;
  /** This tab's realtime socket, so the events our own changes cause can skip it. */
  realtimeSocketId?: string | null;
}

interface HttpClientOptions {
  baseUrl: string;
  /** Read at the moment of each request, so a new or cleared session applies at once. */
  getAuth: () => RequestAuth | null;
  /** The session-replay session's id, once the tracker has one (spec §7); sent with or without a session. */
  getReplaySessionId?: () => string | null;
  fetch?: typeof globalThis.fetch;
}

interface RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** A file sent as it is (an image upload) instead of a JSON body. */
  file?: Blob;
  /** Send cookies even across origins (the auth calls the spec marks "credentials included"). */
  withCredentials?: boolean;
  signal?: AbortSignal;
  /** Extra headers of this one request (an Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
}

export interface HttpClient {
  /** Sends a request and parses the answer's body with `schema`. */
  request<T>(options: RequestOptions, schema: z.core.$ZodType<T>): Promise<T>;
  /** As `request`, with the answer's headers (the server's clock in its Date header). */
  requestWithHeaders<T>(
    options: RequestOptions,
    schema: z.core.$ZodType<T>,
  ): Promise<{ body: T; headers: Headers }>;
  /** Sends a request whose answer carries nothing the caller needs. */
  send(options: RequestOptions): Promise<void>;
  /** Sends a request whose answer is a file (a CSV export), as it came. */
  download(options: RequestOptions): Promise<Blob>;
  /** GET `path`, the answer parsed with `schema`. */
  get<T>(path: string, schema: z.core.$ZodType<T>, signal?: AbortSignal): Promise<T>;
  /** POST `body` to `path`, the answer parsed with `schema`. */
  post<T>(path: string, body: unknown, schema: z.core.$ZodType<T>): Promise<T>;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function exchange(request: RequestOptions): Promise<Response> {
    const headers = new Headers({ ...request.headers, Accept: 'application/json' });
    const auth = options.getAuth();
    if (auth !== null) {
      headers.set(API_HEADERS.authorization, bearer(auth.jwt));
      headers.set(API_HEADERS.tenantId, auth.tenantId);
      if (auth.masqueradeTenantId != null) {
        headers.set(API_HEADERS.masqueradeTenantId, auth.masqueradeTenantId);
      }
      if (auth.masqueradeUserId != null) {
        headers.set(API_HEADERS.masqueradeUserId, auth.masqueradeUserId);
      }
      if (auth.realtimeSocketId != null) {
        headers.set(API_HEADERS.realtimeSocketId, auth.realtimeSocketId);
      }
    }
    const replaySessionId = options.getReplaySessionId?.() ?? null;
    if (replaySessionId !== null) headers.set(API_HEADERS.replaySessionId, replaySessionId);
    if (request.body !== undefined) headers.set('Content-Type', 'application/json');
    if (request.file !== undefined) {
      headers.set('Content-Type', request.file.type || 'application/octet-stream');
    }

    const fetchImpl = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${request.path}`, {
        method: request.method,
        headers,
        body: request.file ?? (request.body === undefined ? null : JSON.stringify(request.body)),
        credentials: request.withCredentials === true ? 'include' : 'same-origin',
        signal: request.signal ?? null,
      });
    } catch (error) {
      if (request.signal?.aborted === true) throw error;
      throw new ApiError(0, CLIENT_ERROR_CODES.network, MESSAGES.network);
    }
    if (!response.ok) throw await toApiError(response);
    return response;
  }

  const client: HttpClient = {
    async request(request, schema) {
      return (await client.requestWithHeaders(request, schema)).body;
    },
    async requestWithHeaders(request, schema) {
      const response = await exchange(request);
      const parsed = z.safeParse(schema, await readJson(response));
      if (!parsed.success) {
        throw new ApiError(
          response.status,
          CLIENT_ERROR_CODES.invalidResponse,
          MESSAGES.invalidResponse,
        );
      }
      return { body: parsed.data, headers: response.headers };
    },
    async send(request) {
      await exchange(request);
    },
    async download(request) {
      return (await exchange(request)).blob();
    },
    get: (path, schema, signal) => client.request({ method: 'GET', path, signal }, schema),
    post: (path, body, schema) => client.request({ method: 'POST', path, body }, schema),
  };
  return client;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = apiErrorBodySchema.safeParse(await readJson(response));
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(response.status, code, message, details);
  }
  return new ApiError(
    response.status,
    CLIENT_ERROR_CODES.unexpectedStatus,
    MESSAGES.unexpectedStatus(response.status),
  );
}

// Contracts of POST /sign/rpc (spec §7 "body not shown"): a small JSON-RPC 2.0 endpoint where the
// signed-in user asks the server to sign statements about them. Its one method today,
// support.identity, returns the token the support desk's help widget authenticates with
// (Freshdesk: an HS256 JWT of name, email and exp; FreshworksWidget('authenticate', {token})).
//
// Transport: every JSON-RPC answer — results and JSON-RPC errors alike — is HTTP 200; a
// notification (no id) is answered 204 with no body. Only the HTTP layer's own failures use the
// API error shape: 401 without a live sign-in, 429 over the per-account call limit, 400 for a
// body holding text no server can store (a NUL or an unpaired surrogate, anywhere).
import { z } from 'zod';

export const SIGN_PATHS = { rpc: '/sign/rpc' } as const;

/**
 * The most calls one batch may hold. A larger batch is refused whole, before any call runs, with
 * one -32600 error object (id null) over HTTP 200, not with HTTP 413: JSON-RPC 2.0 answers a batch
 * it cannot take as a whole with a single error object, the body itself is well within the
 * HTTP body limit, and JSON-RPC clients read the error where they read every other answer.
 */
export const SIGN_RPC_MAX_BATCH_CALLS = 20;

/**
 * Calls one signed-in account may make per window (a batch counts as its number of calls). A
 * request that would go over it runs nothing and answers 429 `rate_limited` with Retry-After.
 */
export const SIGN_RPC_RATE_LIMIT = { calls: 60, windowMs: 60_000 } as const;

/** How long one call may take; past it the call answers -32603 timed out, without waiting. */
export const SIGN_RPC_CALL_TIMEOUT_MS = 5_000;

export const JSON_RPC_VERSION = '2.0';

/** The JSON-RPC 2.0 error codes this endpoint answers with. */
export const JSON_RPC_ERRORS = {
  parseError: { code: -32700, message: 'Parse error: the body is not valid JSON.' },
  invalidRequest: {
    code: -32600,
    message: 'Invalid request: send {"jsonrpc":"2.0","method":…,"id":…}.',
  },
  /** data: {maxCalls, calls}. */
  batchTooLarge: {
    code: -32600,
    message: 'Invalid request: the batch holds more calls than allowed; send smaller batches.',
  },
  methodNotFound: { code: -32601, message: 'Method not found.' },
  invalidParams: { code: -32602, message: 'Invalid params.' },
  internalError: { code: -32603, message: 'Internal error.' },
  /** data: {timeoutMs}. The call's work may still finish; its result is not sent. */
  timedOut: { code: -32603, message: 'Internal error: the call timed out.' },
} as const;

export const SIGN_RPC_METHODS = {
  /** Params: none (or {} / []). Result: supportIdentityResultSchema. */
  supportIdentity: 'support.identity',
} as const;

export const jsonRpcIdSchema = z.union([z.string(), z.number(), z.null()]);
export type JsonRpcId = z.infer<typeof jsonRpcIdSchema>;

/** One call; without `id` it is a notification and gets no answer. */
export const jsonRpcRequestSchema = z.object({
  jsonrpc: z.literal(JSON_RPC_VERSION),
  method: z.string().min(1),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  id: jsonRpcIdSchema.optional(),
});
export type JsonRpcRequest = z.infer<typeof jsonRpcRequestSchema>;

export const jsonRpcErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.unknown().optional(),
});

export const jsonRpcResponseSchema = z.union([
  z.object({ jsonrpc: z.literal(JSON_RPC_VERSION), id: jsonRpcIdSchema, result: z.unknown() }),
  z.object({
    jsonrpc: z.literal(JSON_RPC_VERSION),
    id: jsonRpcIdSchema,
    error: jsonRpcErrorSchema,
  }),
]);
export type JsonRpcResponse = z.infer<typeof jsonRpcResponseSchema>;

/** support.identity takes no parameters. */
export const supportIdentityParamsSchema = z.union([z.tuple([]), z.object({}).strict()]);

/** Short, well under the help widget's two-hour ceiling. */
export const SUPPORT_IDENTITY_LIFETIME_SECONDS = 15 * 60;

export const supportIdentityResultSchema = z.object({
  /** HS256 JWT with claims name, email, iat, exp (and sub: the account id). */
  token: z.string().min(1),
  name: z.string(),
  email: z.string(),
  /** Milliseconds since the epoch (whole seconds, as in the token's exp). */
  expiresAt: z.number().int(),
});
export type SupportIdentity = z.infer<typeof supportIdentityResultSchema>;

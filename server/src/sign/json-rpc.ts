// A JSON-RPC 2.0 dispatcher (https://www.jsonrpc.org/specification): single calls, batches and
// notifications, with the standard error codes. Methods declare their params schema; what they
// throw becomes -32603 without leaking the server's error. Batches are capped and every call has
// a time budget, so one request cannot hold the server for long.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  JSON_RPC_ERRORS,
  JSON_RPC_VERSION,
  jsonRpcRequestSchema,
  type JsonRpcId,
  type JsonRpcResponse,
} from '@shared/sign/sign-rpc';

export interface JsonRpcMethod<Context> {
  params: z.ZodType;
  run(params: unknown, context: Context): Promise<unknown>;
}

export type JsonRpcMethods<Context> = Readonly<Record<string, JsonRpcMethod<Context>>>;

export interface JsonRpcLimits {
  /** The most calls in one batch; a larger batch is refused whole (-32600), nothing run. */
  maxBatchCalls: number;
  /** How long one call may take before it is answered -32603 (timed out). */
  callTimeoutMs: number;
}

/** Where method failures are logged (a Fastify request's logger in the route). */
export type JsonRpcLog = Pick<FastifyBaseLogger, 'error'>;

type JsonRpcError = (typeof JSON_RPC_ERRORS)[keyof typeof JSON_RPC_ERRORS];

function failure(id: JsonRpcId, error: JsonRpcError, data?: unknown): JsonRpcResponse {
  return {
    jsonrpc: JSON_RPC_VERSION,
    id,
    error: { code: error.code, message: error.message, ...(data === undefined ? {} : { data }) },
  };
}

/** The answer to one call; null for a notification (no id), which is never answered. */
async function answerCall<Context>(
  methods: JsonRpcMethods<Context>,
  call: unknown,
  context: Context,
  log: JsonRpcLog,
  callTimeoutMs: number,
): Promise<JsonRpcResponse | null> {
  const parsed = jsonRpcRequestSchema.safeParse(call);
  if (!parsed.success) return failure(null, JSON_RPC_ERRORS.invalidRequest);
  const { id, method: name, params } = parsed.data;
  // A notification is carried out but never answered, errors included.
  const answer = (response: JsonRpcResponse) => (id === undefined ? null : response);
  const method = Object.hasOwn(methods, name) ? methods[name] : undefined;
  if (method === undefined) {
    return answer(failure(id ?? null, JSON_RPC_ERRORS.methodNotFound, { method: name }));
  }
  const checked = method.params.safeParse(params ?? {});
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return answer(
      failure(id ?? null, JSON_RPC_ERRORS.invalidParams, {
        message: issue === undefined ? 'Invalid params.' : issue.message,
      }),
    );
  }
  const work = Promise.resolve().then(() => method.run(checked.data, context));
  try {
    const outcome = await withinBudget(work, callTimeoutMs);
    if (outcome === TIMED_OUT) {
      void work.catch((error: unknown) => {
        log.error({ err: error, method: name }, 'JSON-RPC method failed after timing out');
      });
      return answer(failure(id ?? null, JSON_RPC_ERRORS.timedOut, { timeoutMs: callTimeoutMs }));
    }
    return answer({ jsonrpc: JSON_RPC_VERSION, id: id ?? null, result: outcome.result });
  } catch (error) {
    log.error({ err: error, method: name }, 'JSON-RPC method failed');
    return answer(failure(id ?? null, JSON_RPC_ERRORS.internalError));
  }
}

const TIMED_OUT: unique symbol = Symbol('JSON-RPC call timed out');

/** The work's result, or TIMED_OUT when it takes longer than `ms` (the work is not stopped). */
async function withinBudget<T>(
  work: Promise<T>,
  ms: number,
): Promise<{ result: T } | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      resolve(TIMED_OUT);
    }, ms);
  });
  try {
    return await Promise.race([work.then((result) => ({ result })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** How many calls a request body holds: a batch its length, anything else one. */
export function callsIn(body: unknown): number {
  return Array.isArray(body) ? body.length : 1;
}

/** A batch answerJsonRpc refuses whole, running none of its calls. */
export function isOversizedBatch(body: unknown, limits: JsonRpcLimits): boolean {
  return Array.isArray(body) && body.length > limits.maxBatchCalls;
}

/** Marks a body that was not valid JSON (answered with -32700). */
export const UNPARSABLE_BODY: unique symbol = Symbol('unparsable JSON-RPC body');

/**
 * The answer to a request body: one response, a batch of responses, or null when nothing is to
 * be answered (only notifications).
 */
export async function answerJsonRpc<Context>(
  methods: JsonRpcMethods<Context>,
  body: unknown,
  context: Context,
  log: JsonRpcLog,
  limits: JsonRpcLimits,
): Promise<JsonRpcResponse | JsonRpcResponse[] | null> {
  if (body === UNPARSABLE_BODY) return failure(null, JSON_RPC_ERRORS.parseError);
  if (!Array.isArray(body)) return answerCall(methods, body, context, log, limits.callTimeoutMs);
  if (body.length === 0) return failure(null, JSON_RPC_ERRORS.invalidRequest);
  if (isOversizedBatch(body, limits)) {
    return failure(null, JSON_RPC_ERRORS.batchTooLarge, {
      maxCalls: limits.maxBatchCalls,
      calls: body.length,
    });
  }
  const answers = await Promise.all(
    body.map((call: unknown) => answerCall(methods, call, context, log, limits.callTimeoutMs)),
  );
  const responses = answers.filter((answer) => answer !== null);
  return responses.length === 0 ? null : responses;
}

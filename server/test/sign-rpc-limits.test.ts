// The limits that keep one caller of POST /sign/rpc from holding the server: the dispatcher's
// batch cap and per-call time budget (with an injected slow method and fake timers), and the
// per-account call budget's window in the single-process store (with an injected clock). Over
// HTTP: sign-rpc.test.ts; the shared stores: rate-limit-stores.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MemoryRateLimitStore } from '../src/http/shared-rate-limit-store';
import { answerJsonRpc, type JsonRpcLimits, type JsonRpcMethods } from '../src/sign/json-rpc';

const LIMITS: JsonRpcLimits = { maxBatchCalls: 3, callTimeoutMs: 1_000 };

function quietLog() {
  return { error: vi.fn() };
}

/** `echo` answers at once; `slow` after `delayMs` of (fake) time; both count their runs. */
function testMethods(delayMs = 10_000) {
  const runs = { echo: 0, slow: 0 };
  const methods: JsonRpcMethods<null> = {
    echo: {
      params: z.object({}).loose(),
      run(params) {
        runs.echo += 1;
        return Promise.resolve(params);
      },
    },
    slow: {
      params: z.object({ fail: z.boolean().optional() }),
      run(params) {
        runs.slow += 1;
        const { fail } = params as { fail?: boolean };
        return new Promise((resolve, reject) => {
          setTimeout(() => {
            if (fail === true) reject(new Error('the slow work failed'));
            else resolve('late');
          }, delayMs);
        });
      },
    },
  };
  return { methods, runs };
}

const call = (method: string, id: number, params: object = {}) => ({
  jsonrpc: '2.0',
  method,
  params,
  id,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('batch cap', () => {
  it('refuses a batch over the cap with one -32600 error object and runs none of its calls', async () => {
    const { methods, runs } = testMethods();
    const batch = [1, 2, 3, 4].map((id) => call('echo', id));
    const answer = await answerJsonRpc(methods, batch, null, quietLog(), LIMITS);
    expect(answer).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: 'Invalid request: the batch holds more calls than allowed; send smaller batches.',
        data: { maxCalls: 3, calls: 4 },
      },
    });
    expect(runs.echo).toBe(0);
  });

  it('runs a batch at the cap', async () => {
    const { methods, runs } = testMethods();
    const batch = [1, 2, 3].map((id) => call('echo', id, { n: id }));
    const answer = await answerJsonRpc(methods, batch, null, quietLog(), LIMITS);
    expect(answer).toEqual([1, 2, 3].map((id) => ({ jsonrpc: '2.0', id, result: { n: id } })));
    expect(runs.echo).toBe(3);
  });
});

describe('time budget', () => {
  it('answers a call that overruns its budget with -32603 timed out, without waiting for it', async () => {
    vi.useFakeTimers();
    const { methods, runs } = testMethods();
    const answer = answerJsonRpc(methods, call('slow', 9), null, quietLog(), LIMITS);
    await vi.advanceTimersByTimeAsync(LIMITS.callTimeoutMs);
    await expect(answer).resolves.toEqual({
      jsonrpc: '2.0',
      id: 9,
      error: {
        code: -32603,
        message: 'Internal error: the call timed out.',
        data: { timeoutMs: 1_000 },
      },
    });
    expect(runs.slow).toBe(1);
  });

  it('answers the other calls of a batch as they finish', async () => {
    vi.useFakeTimers();
    const { methods } = testMethods();
    const answer = answerJsonRpc(
      methods,
      [call('slow', 1), call('echo', 2, { ok: true })],
      null,
      quietLog(),
      LIMITS,
    );
    await vi.advanceTimersByTimeAsync(LIMITS.callTimeoutMs);
    await expect(answer).resolves.toEqual([
      { jsonrpc: '2.0', id: 1, error: expect.objectContaining({ code: -32603 }) as unknown },
      { jsonrpc: '2.0', id: 2, result: { ok: true } },
    ]);
  });

  it('answers a call within its budget with its result', async () => {
    vi.useFakeTimers();
    const { methods } = testMethods(LIMITS.callTimeoutMs - 1);
    const answer = answerJsonRpc(methods, call('slow', 3), null, quietLog(), LIMITS);
    await vi.advanceTimersByTimeAsync(LIMITS.callTimeoutMs - 1);
    await expect(answer).resolves.toEqual({ jsonrpc: '2.0', id: 3, result: 'late' });
  });

  it('logs a timed-out call that later fails, and nothing escapes unhandled', async () => {
    vi.useFakeTimers();
    const { methods } = testMethods();
    const log = quietLog();
    const answer = answerJsonRpc(methods, call('slow', 4, { fail: true }), null, log, LIMITS);
    await vi.advanceTimersByTimeAsync(LIMITS.callTimeoutMs);
    await expect(answer).resolves.toMatchObject({ error: { code: -32603 } });
    expect(log.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'slow' }),
      'JSON-RPC method failed after timing out',
    );
  });
});

describe('per-account call budget (one process)', () => {
  const admit = (store: MemoryRateLimitStore, key: string, calls: number) =>
    store.admit(key, calls, 5, 60_000);

  it('admits calls up to the limit per window, counting a batch as its calls', async () => {
    let now = 1_000_000;
    const store = new MemoryRateLimitStore(() => now);
    expect(await admit(store, 'a', 3)).toEqual({ admitted: true });
    expect(await admit(store, 'a', 2)).toEqual({ admitted: true });
    expect(await admit(store, 'a', 1)).toEqual({ admitted: false, retryAfterSeconds: 60 });
    now += 45_500;
    expect(await admit(store, 'a', 1)).toEqual({ admitted: false, retryAfterSeconds: 15 });
    now += 14_500;
    expect(await admit(store, 'a', 5)).toEqual({ admitted: true });
  });
});

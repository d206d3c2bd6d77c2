// A login step's call as the step sees it: pending while it runs, the answer handed on, a failure
// kept and handed on, and the same start function across renders (a step's subscriptions depend
// on it).
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePendingCall } from './use-pending-call';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('usePendingCall', () => {
  it('is pending while the call runs and hands its answer on', async () => {
    const answer = deferred<string>();
    const onDone = vi.fn();
    const run = vi.fn((_input: number) => answer.promise);
    const { result } = renderHook(() => usePendingCall(run, { onDone }));
    expect(result.current.status).toBe('idle');

    act(() => {
      result.current.start(7);
    });
    expect(run).toHaveBeenCalledWith(7);
    expect(result.current.status).toBe('pending');

    await act(async () => {
      answer.resolve('signed in');
      await answer.promise;
    });
    expect(result.current.status).toBe('done');
    expect(onDone).toHaveBeenCalledWith('signed in');
  });

  it('keeps a failure until the next call and hands it on', async () => {
    const failure = new Error('refused');
    const onFailed = vi.fn();
    const run = vi
      .fn<(input: string) => Promise<string>>()
      .mockRejectedValueOnce(failure)
      .mockReturnValueOnce(new Promise<string>(() => undefined));
    const { result } = renderHook(() => usePendingCall(run, { onFailed }));

    await act(async () => {
      result.current.start('first');
      await Promise.resolve();
    });
    expect(result.current.status).toBe('failed');
    expect(result.current.error).toBe(failure);
    expect(onFailed).toHaveBeenCalledWith(failure);

    act(() => {
      result.current.start('second');
    });
    expect(result.current.status).toBe('pending');
    expect(result.current.error).toBeNull();
  });

  it('keeps one start function and calls the handlers of the latest render', async () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(
      ({ onDone }) => usePendingCall((input: string) => Promise.resolve(input), { onDone }),
      { initialProps: { onDone: first } },
    );
    const { start } = result.current;

    rerender({ onDone: latest });
    expect(result.current.start).toBe(start);
    await act(async () => {
      start('answer');
      await Promise.resolve();
    });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith('answer');
  });
});

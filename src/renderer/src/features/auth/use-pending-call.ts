// A call the login page starts from an event that is not a form's submit (the single sign-on
// popup's answer, a touch on the fingerprint reader), with its own pending state and failure:
// plain async code rather than TanStack Query's mutations, whose code would count against the
// login page's first paint (issue 17).
import { useCallback, useEffect, useRef, useState } from 'react';

export type CallStatus = 'idle' | 'pending' | 'failed' | 'done';

interface CallHandlers<Output> {
  onDone?: (output: Output) => void;
  onFailed?: (error: unknown) => void;
}

export interface PendingCall<Input> {
  /** Starts the call; the same function on every render. */
  start: (input: Input) => void;
  /** Where the last call started is. */
  status: CallStatus;
  /** The last call's failure; null unless it failed. */
  error: unknown;
}

export function usePendingCall<Input, Output>(
  run: (input: Input) => Promise<Output>,
  handlers: CallHandlers<Output> = {},
): PendingCall<Input> {
  const [state, setState] = useState<{ status: CallStatus; error: unknown }>({
    status: 'idle',
    error: null,
  });
  // The call and its handlers as of the last render, so that `start` itself never changes.
  const latest = useRef({ run, handlers });
  useEffect(() => {
    latest.current = { run, handlers };
  });
  const lastCall = useRef(0);

  const start = useCallback((input: Input) => {
    const call = ++lastCall.current;
    const { run: send, handlers: on } = latest.current;
    setState({ status: 'pending', error: null });
    void (async () => send(input))().then(
      (output) => {
        if (call === lastCall.current) setState({ status: 'done', error: null });
        on.onDone?.(output);
      },
      (error: unknown) => {
        if (call === lastCall.current) setState({ status: 'failed', error });
        on.onFailed?.(error);
      },
    );
  }, []);

  return { start, ...state };
}

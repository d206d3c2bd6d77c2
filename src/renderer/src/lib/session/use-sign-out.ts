// Ends the session (spec §4): tells the server, ignoring any error, then forgets the token and
// every cached query. The guard around signed-in routes then shows the login page.
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSignInApi } from '../../api';
import { endSessionAtom } from './session-atoms';

export function useSignOut(): () => Promise<void> {
  const { auth } = useSignInApi();
  const queryClient = useQueryClient();
  const endSession = useSetAtom(endSessionAtom);

  return useCallback(async () => {
    // The request takes the token as it starts, so the session is cleared without waiting.
    const request = auth.logout();
    endSession();
    queryClient.clear();
    await request.catch(() => undefined);
  }, [auth, endSession, queryClient]);
}

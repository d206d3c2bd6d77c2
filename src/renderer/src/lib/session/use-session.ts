// The raw session, for any page: the login page reads it without the session's queries
// (use-session-queries.ts) and what they keep.
import { useAtomValue } from 'jotai';
import type { Session } from './session';
import { sessionAtom } from './session-atoms';

export function useSession(): Session | null {
  return useAtomValue(sessionAtom);
}

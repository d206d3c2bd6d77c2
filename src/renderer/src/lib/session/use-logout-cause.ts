// The logout cause the login page shows once as a warning (spec §4), and its dismissal.
import { useAtomValue, useSetAtom } from 'jotai';
import { dismissLogoutCauseAtom, logoutCauseAtom } from './session-atoms';

export function useLogoutCause(): { cause: string | null; dismiss: () => void } {
  return { cause: useAtomValue(logoutCauseAtom), dismiss: useSetAtom(dismissLogoutCauseAtom) };
}

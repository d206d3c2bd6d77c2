// This browser's id for password login and renewal.
import { useAtomValue } from 'jotai';
import { browserIdAtom } from './session-atoms';

export function useBrowserId(): string {
  return useAtomValue(browserIdAtom);
}

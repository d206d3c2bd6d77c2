// Dialogs outside the till itself (the cash drawer's, over the till) hold the keyboard while they
// are open: the till's shortcuts (F2, F9, Esc) and barcode scans wait, so a scan or F9 typed into
// a drawer count never lands on the sale behind it.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

const openDialogsOverTillAtom = atom(0);

/** Holds the till while `open` is true. */
export function useHoldTill(open: boolean): void {
  const setOpen = useSetAtom(openDialogsOverTillAtom);
  useEffect(() => {
    if (!open) return;
    setOpen((count) => count + 1);
    return () => {
      setOpen((count) => count - 1);
    };
  }, [open, setOpen]);
}

/** Whether a dialog over the till holds it now. */
export function useTillHeld(): boolean {
  return useAtomValue(openDialogsOverTillAtom) > 0;
}

// What a screen's dialog acts on: null while the dialog is closed, the row (or values) it was
// opened for otherwise.
import { useState } from 'react';

export function useDialogTarget<Target>() {
  const [target, setTarget] = useState<Target | null>(null);
  return {
    target,
    open: (next: Target) => {
      setTarget(next);
    },
    close: () => {
      setTarget(null);
    },
  };
}

/** What a dialog opened by useDialogTarget is given. */
export interface DialogOf<Target> {
  target: Target | null;
  onClose: () => void;
}

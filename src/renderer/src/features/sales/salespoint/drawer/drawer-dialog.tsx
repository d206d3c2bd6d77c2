// The frame of the drawer's dialogs: open while there is something to show (a movement's kind, the
// drawer to close, a report's drawer), its content built only then, so each opening starts afresh.
import type { ReactNode } from 'react';
import { FormDialog } from '../../../../ui';
import { DRAWER_MESSAGES as M } from '../../messages';

export interface DrawerDialogProps<T> {
  /** What the dialog is about; null: it is shut. */
  of: T | null;
  title: (of: T) => string;
  size?: string;
  onClose: () => void;
  children: (of: T) => ReactNode;
}

export function DrawerDialog<T>({ of, title, size, onClose, children }: DrawerDialogProps<T>) {
  return (
    <FormDialog
      opened={of !== null}
      onClose={onClose}
      title={of === null ? '' : title(of)}
      closeLabel={M.close}
      {...(size === undefined ? {} : { size })}
    >
      {of === null ? null : children(of)}
    </FormDialog>
  );
}

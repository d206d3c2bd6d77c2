// Deleting something of the catalogue, asked first: what the confirmation dialog asks about, the
// removal (a catalogue mutation that closes the dialog once done), and asking afresh.
import { useState } from 'react';
import { useCatalogueMutation } from './use-catalogue-mutation';

export function useConfirmedDelete<Target>(
  removeTarget: (target: Target) => Promise<unknown>,
  /** After the removal, once the dialog is closed (e.g. leaving the deleted product's page). */
  onDeleted?: () => void,
) {
  const [target, setTarget] = useState<Target | null>(null);
  const remove = useCatalogueMutation(removeTarget, {
    onSuccess: () => {
      setTarget(null);
      onDeleted?.();
    },
  });
  return {
    /** Opens the question about this target, without an earlier attempt's failure. */
    ask: (asked: Target) => {
      remove.reset();
      setTarget(asked);
    },
    /** ConfirmDeleteDialog's target, close and remove. */
    dialog: { target, close: setTarget, remove },
  };
}

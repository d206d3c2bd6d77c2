// The editor's question when unsaved changes hold back leaving it (lib/unsaved-changes-guard.ts):
// keep editing, or discard the changes and go.
import type { useBlocker } from 'react-router';
import { DiscardChangesDialog } from '../../../ui';
import { PRODUCT_MESSAGES as M } from './messages';

export function UnsavedChangesDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  return (
    <DiscardChangesDialog
      opened={blocker.state === 'blocked'}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
      texts={M}
    />
  );
}

// The editor's question when unsaved changes hold back leaving it (lib/unsaved-changes-guard.ts):
// keep editing, or discard the changes and go.
import { Modal, Stack, Text } from '@mantine/core';
import type { useBlocker } from 'react-router';
import { ConfirmButtons } from '../../../ui';
import { PRODUCT_MESSAGES as M } from './messages';

export function UnsavedChangesDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={M.discardTitle}
      closeButtonProps={{ 'aria-label': M.close }}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text>{M.discardBody}</Text>
        <ConfirmButtons
          keepLabel={M.keepEditing}
          confirmLabel={M.discard}
          onKeep={() => blocker.reset?.()}
          onConfirm={() => blocker.proceed?.()}
        />
      </Stack>
    </Modal>
  );
}

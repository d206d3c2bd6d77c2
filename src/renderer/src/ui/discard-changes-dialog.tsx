// Asks before unsaved changes are dropped: keep editing, or discard them. Escape keeps editing,
// but only once focus is inside the question: Mantine's own Escape handling listens on the
// window, so the very Escape that closed a drawer and opened this dialog could otherwise close
// it again at once.
import { Modal, Stack, Text } from '@mantine/core';
import { ConfirmButtons } from './confirm-buttons';

export interface DiscardChangesTexts {
  discardTitle: string;
  discardBody: string;
  keepEditing: string;
  discard: string;
  /** The close button's accessible name. */
  close: string;
}

export function DiscardChangesDialog({
  opened,
  onKeep,
  onDiscard,
  texts,
}: {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  texts: DiscardChangesTexts;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      closeOnEscape={false}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onKeep();
      }}
      title={texts.discardTitle}
      closeButtonProps={{ 'aria-label': texts.close }}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text>{texts.discardBody}</Text>
        <ConfirmButtons
          keepLabel={texts.keepEditing}
          confirmLabel={texts.discard}
          onKeep={onKeep}
          onConfirm={onDiscard}
        />
      </Stack>
    </Modal>
  );
}

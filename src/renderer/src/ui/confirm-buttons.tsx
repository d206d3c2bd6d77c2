// The two buttons under a question about something that cannot be undone: keep, focused first
// so that Enter does no harm, and the red action, spinning while it runs.
import { Button, Group } from '@mantine/core';

export interface ConfirmButtonsProps {
  keepLabel: string;
  confirmLabel: string;
  onKeep: () => void;
  onConfirm: () => void;
  /** The action is running. */
  confirming?: boolean;
}

export function ConfirmButtons({
  keepLabel,
  confirmLabel,
  onKeep,
  onConfirm,
  confirming = false,
}: ConfirmButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onKeep} data-autofocus>
        {keepLabel}
      </Button>
      <Button color="red" loading={confirming} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </Group>
  );
}

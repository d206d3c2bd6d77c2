// The frame every dialog with a form or a question shares: a centred modal whose close button is
// named, and Cancel beside the submit (the failure above the fields is ui/error-alert.tsx).
import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  size?: string;
  children: ReactNode;
}

export function FormDialog({
  opened,
  onClose,
  title,
  closeLabel,
  size,
  children,
}: FormDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
      centered
      radius="lg"
      padding="xl"
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      {...(size === undefined ? {} : { size })}
    >
      {children}
    </Modal>
  );
}

export interface FormButtonsProps {
  labels: { cancel: string; submit: string };
  onCancel: () => void;
  submitting: boolean;
  submitIcon?: ReactNode;
}

export function FormButtons({ labels, onCancel, submitting, submitIcon }: FormButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel}>
        {labels.cancel}
      </Button>
      <Button type="submit" loading={submitting} rightSection={submitIcon}>
        {labels.submit}
      </Button>
    </Group>
  );
}

/** A dialog about one thing (a row, a form's first values): open while there is one. */
export function TargetDialog<Target>({
  target,
  children,
  ...frame
}: Omit<FormDialogProps, 'opened' | 'children'> & {
  target: Target | null;
  children: (target: Target) => ReactNode;
}) {
  return (
    <FormDialog opened={target !== null} {...frame}>
      {target === null ? null : children(target)}
    </FormDialog>
  );
}

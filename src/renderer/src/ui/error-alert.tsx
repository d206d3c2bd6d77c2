// A failure shown where it happened: a red alert with an optional title, the failure's words and
// an optional way out (Try again), announced to screen readers; nothing while there is none.
import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export interface ErrorAlertProps {
  title?: string;
  /** Null: no failure, nothing shown. */
  message: string | null;
  /** A retry button under the message. */
  retry?: { label: string; onClick: () => void };
}

export function ErrorAlert({ title, message, retry }: ErrorAlertProps) {
  if (message === null) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={title}
      role="alert"
    >
      {retry === undefined ? (
        message
      ) : (
        <>
          <Text size="sm" mb="sm">
            {message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={retry.onClick}>
            {retry.label}
          </Button>
        </>
      )}
    </Alert>
  );
}

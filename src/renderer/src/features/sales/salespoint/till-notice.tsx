// The line under the till's heading that says what just happened: "Latte added" read out
// politely, an error (unknown barcode, refused discount…) as an alert the cashier can close.
import { Alert, Text } from '@mantine/core';
import { POS_MESSAGES as M } from '../messages';

export type Notice = { kind: 'info' | 'error'; text: string } | null;

export function TillNotice({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  if (notice === null) return <div role="status" aria-live="polite" />;
  if (notice.kind === 'error') {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        mb="sm"
        withCloseButton
        closeButtonLabel={M.close}
        onClose={onClose}
      >
        {notice.text}
      </Alert>
    );
  }
  return (
    <Text role="status" aria-live="polite" size="sm" c="dimmed" mb="xs">
      {notice.text}
    </Text>
  );
}

// Manage Fingerprints (spec §2 "Fingerprint management: a list, enrollment and delete", §4, §5):
// the enrolled fingers by name, enrollment of a chosen finger from five presses with live
// progress and the captured image, and removal after the spec's question. It needs Zyno Desktop
// with a reader; otherwise it says which of the two is missing.
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { IconFingerprint, IconPlugConnectedX } from '@tabler/icons-react';
import { useState } from 'react';
import { useFingerprintReader, usePlatform, type DesktopServices } from '../../platform';
import { StatusIcon } from '../../ui';
import { EnrollmentPanel } from './enrollment-panel';
import { FingerprintList } from './fingerprint-list';
import { FINGERPRINT_MESSAGES as M } from './messages';

interface ManageFingerprintsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Whose fingerprints: null for the signed-in user's own (admins pass another account). */
  accountId?: string | null;
}

export function ManageFingerprintsDialog({
  opened,
  onClose,
  accountId = null,
}: ManageFingerprintsDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={M.title}
      centered
      radius="lg"
      padding="xl"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <DialogBody accountId={accountId} /> : null}
    </Modal>
  );
}

function DialogBody({ accountId }: { accountId: string | null }) {
  const platform = usePlatform();
  const reader = useFingerprintReader();
  if (platform.desktop === null) return <Unavailable message={M.notDesktop} />;
  if (reader.isPending) return null;
  if (reader.data !== true) return <Unavailable message={M.noReader} unplugged />;
  return <Manage accountId={accountId} desktop={platform.desktop} />;
}

function Manage({ accountId, desktop }: { accountId: string | null; desktop: DesktopServices }) {
  const [view, setView] = useState<{ kind: 'list' } | { kind: 'enroll' }>({ kind: 'list' });
  const [notice, setNotice] = useState<string | null>(null);
  if (view.kind === 'enroll') {
    return (
      <EnrollmentPanel
        accountId={accountId}
        desktop={desktop}
        onDone={(message) => {
          setNotice(message);
          setView({ kind: 'list' });
        }}
      />
    );
  }
  return (
    <Stack gap="md">
      {notice === null ? null : (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => {
            setNotice(null);
          }}
          closeButtonLabel="Dismiss"
        >
          {notice}
        </Alert>
      )}
      <FingerprintList
        accountId={accountId}
        onEnroll={() => {
          setNotice(null);
          setView({ kind: 'enroll' });
        }}
        onRemoved={setNotice}
      />
    </Stack>
  );
}

function Unavailable({ message, unplugged = false }: { message: string; unplugged?: boolean }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="md">
      <StatusIcon icon={unplugged ? IconPlugConnectedX : IconFingerprint} color="gray" />
      <Text>{message}</Text>
    </Stack>
  );
}

// Manage Fingerprints (spec §2 Dialogs) opens here; enrolment and removal arrive with the
// fingerprint issue, so for now the dialog says when.
import { Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { APP_MESSAGES } from '../messages';

export function FingerprintsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={APP_MESSAGES.manageFingerprints}
      centered
      radius="lg"
      padding="xl"
    >
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconFingerprint size={28} stroke={1.6} />
        </ThemeIcon>
        <Text c="dimmed">{APP_MESSAGES.manageFingerprintsSoon}</Text>
      </Stack>
    </Modal>
  );
}

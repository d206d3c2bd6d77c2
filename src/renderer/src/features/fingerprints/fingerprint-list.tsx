// The enrolled fingerprints by finger name (spec §3), each removable after the spec's question.
import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFingerprint, IconPlus, IconTrash } from '@tabler/icons-react';
import { FINGER_NAMES, type Fingerprint } from '@shared/fingerprints/fingerprints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorText, useApi } from '../../api';
import { useSession } from '../../lib/session';
import { ConfirmButtons } from '../../ui';
import { fingerprintsQuery } from './fingerprint-queries';
import { FINGERPRINT_MESSAGES as M } from './messages';

export function fingerName(finger: number | null): string {
  return finger === null ? M.unassigned : (FINGER_NAMES[finger] ?? M.unassigned);
}

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

interface FingerprintListProps {
  accountId: string | null;
  onEnroll: () => void;
  onRemoved: (message: string) => void;
}

export function FingerprintList({ accountId, onEnroll, onRemoved }: FingerprintListProps) {
  const { fingerprints } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const queryClient = useQueryClient();
  const query = useQuery(fingerprintsQuery(fingerprints, tenantId, accountId));
  const [confirming, setConfirming] = useState<Fingerprint | null>(null);
  const removal = useMutation({
    mutationFn: (fingerprint: Fingerprint) => fingerprints.remove(fingerprint.id),
    onSuccess: async (_nothing, fingerprint) => {
      setConfirming(null);
      onRemoved(M.removed(fingerName(fingerprint.finger)));
      await queryClient.invalidateQueries({ queryKey: [tenantId, 'fingerprints'] });
    },
  });

  if (confirming !== null) {
    const name = fingerName(confirming.finger);
    return (
      <Stack gap="md" role="alertdialog" aria-label={M.confirmRemoveTitle}>
        <Text fw={600}>{M.confirmRemove(name)}</Text>
        {removal.isError ? (
          <Text c="red.8" role="alert">
            {apiErrorText(removal.error)}
          </Text>
        ) : null}
        <ConfirmButtons
          keepLabel={M.keep}
          confirmLabel={M.remove}
          onKeep={() => {
            setConfirming(null);
          }}
          onConfirm={() => {
            removal.mutate(confirming);
          }}
          confirming={removal.isPending}
        />
      </Stack>
    );
  }

  if (query.isPending) {
    return <Loader type="dots" mx="auto" my="lg" aria-label={M.loading} />;
  }
  if (query.isError) {
    return (
      <Stack align="center" gap="sm">
        <Text role="alert">{M.loadFailed}</Text>
        <Button variant="light" onClick={() => void query.refetch()}>
          {M.retry}
        </Button>
      </Stack>
    );
  }

  const enrolledFingers = new Set(query.data.map((fingerprint) => fingerprint.finger));
  const allEnrolled = FINGER_NAMES.every((_name, finger) => enrolledFingers.has(finger));
  return (
    <Stack gap="md">
      {query.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="sm">
          {M.empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {query.data.map((fingerprint) => {
            const name = fingerName(fingerprint.finger);
            return (
              <Paper component="li" key={fingerprint.id} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" radius="xl" size={36}>
                      <IconFingerprint size={20} stroke={1.6} />
                    </ThemeIcon>
                    <div>
                      <Text fw={600}>{name}</Text>
                      <Text size="sm" c="dimmed">
                        {M.enrolledOn(DATE_FORMAT.format(new Date(fingerprint.registeredAt)))}
                      </Text>
                    </div>
                  </Group>
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    aria-label={M.removeLabel(name)}
                    onClick={() => {
                      setConfirming(fingerprint);
                    }}
                  >
                    {M.remove}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={onEnroll}
          disabled={allEnrolled}
        >
          {M.enroll}
        </Button>
      </Group>
    </Stack>
  );
}

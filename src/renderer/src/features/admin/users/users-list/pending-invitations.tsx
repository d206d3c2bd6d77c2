// Invitations the tenant sent to people whose account another organisation manages, still
// waiting for their answer; an admin may withdraw one. Hidden while there are none.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorText, useApi } from '../../../../api';
import { useSession } from '../../../../lib/session';
import { pendingInvitationsQuery } from '../api/accounts';
import { formatDate } from '../format';
import { USERS_MESSAGES as M } from '../messages';
import { showSuccess } from '../../../../ui';

export function PendingInvitations() {
  const { accounts } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const queryClient = useQueryClient();
  const query = pendingInvitationsQuery(accounts, tenantId);
  const invitations = useQuery(query);
  const withdraw = useMutation({
    mutationFn: (id: string) => accounts.withdrawInvitation(id),
    onSuccess: async () => {
      showSuccess(M.withdrawn);
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: M.failed, message: apiErrorText(error) });
    },
  });
  if (invitations.data === undefined || invitations.data.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group gap="xs">
          <IconMailForward size={18} aria-hidden />
          <Title order={2} fz="md">
            {M.pendingInvitations}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {M.pendingHint}
        </Text>
        {invitations.data.map((invitation) => (
          <Group key={invitation.id} justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {invitation.email}
              </Text>
              <Text size="xs" c="dimmed">
                {M.invitedAt(formatDate(invitation.invitedAt), formatDate(invitation.expiresAt))}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="default"
              loading={withdraw.isPending && withdraw.variables === invitation.id}
              onClick={() => {
                withdraw.mutate(invitation.id);
              }}
              aria-label={`${M.withdraw} ${invitation.email}`}
            >
              {M.withdraw}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

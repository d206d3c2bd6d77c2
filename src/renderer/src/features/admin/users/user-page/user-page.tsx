// A user's page (/admin/iam/users/:id): who they are, how they sign in (with their fingerprints
// and, in Zyno Desktop, the fingerprint dialog for them), roles, extra permissions, tenants and
// newest sign-ins; edit, set password or PIN, unlock, and remove or delete.
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconFingerprint,
  IconKey,
  IconLockOpen,
  IconPencil,
  IconTrash,
  type TablerIcon,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AccountDetail } from '@shared/accounts/accounts';
import { apiErrorText, isApiError, useApi } from '../../../../api';
import { UserAvatar } from '../../../../lib/avatar';
import { useScreenPageTitle } from '../../../../lib/page-title';
import { useRuntimeConfig } from '../../../../lib/runtime-config';
import { useSession } from '../../../../lib/session';
import { accountDetailQuery, accountsKey, rolesQuery } from '../api/accounts';
import { useFingerprintsDialog } from '../fingerprints-slot';
import { fullName } from '../format';
import { USERS_MESSAGES as M } from '../messages';
import { USERS_PATH } from '../paths';
import { StatusBadges } from '../sign-in-badges';
import { roleNameMap } from '../users-list/user-columns';
import { EditUserDialog } from './edit-user-dialog';
import { PermissionOverrides } from './permission-overrides';
import { RemoveUserDialog } from './remove-user-dialog';
import { SetSecretDialog } from './set-secret-dialog';
import { DetailsSection, SignInSection, SignInsSection, TenantsSection } from './user-sections';
import { ErrorAlert, MutationButton, showSuccess } from '../../../../ui';

type Dialog = 'edit' | 'secret' | 'remove' | 'fingerprints' | null;

export function UserPage() {
  useScreenPageTitle();
  const { id = '' } = useParams();
  const { accounts } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const detail = useQuery(accountDetailQuery(accounts, tenantId, id));
  return (
    <Container size="lg" py={40}>
      <Stack gap="lg">
        <Anchor component={Link} to={USERS_PATH} size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {M.back}
          </Group>
        </Anchor>
        {detail.data !== undefined ? (
          <UserView detail={detail.data} />
        ) : detail.isError ? (
          <ErrorAlert
            title={M.loadFailed}
            message={
              isApiError(detail.error) && detail.error.status === 404
                ? M.notFound
                : apiErrorText(detail.error)
            }
            retry={{
              label: M.retry,
              onClick: () => {
                void detail.refetch();
              },
            }}
          />
        ) : (
          <Stack gap="md" aria-busy="true" aria-label={M.details}>
            <Skeleton height={48} width="40%" />
            <Skeleton height={140} />
            <Skeleton height={140} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function UserView({ detail }: { detail: AccountDetail }) {
  const { account } = detail;
  const { accounts } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const { avatars } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const roles = useQuery(rolesQuery(accounts, tenantId));
  const renderFingerprintsDialog = useFingerprintsDialog();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    setDialog(null);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountsKey(tenantId) });
  const unlock = useMutation({
    mutationFn: () => accounts.unlock(account.id),
    onSuccess: async () => {
      showSuccess(M.unlocked);
      await refresh();
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: M.failed, message: apiErrorText(error) });
    },
  });
  // Credentials are the managing tenant's; anyone else may only remove the person from here.
  const actions: { dialog: Dialog; label: string; icon: TablerIcon; danger?: boolean }[] = [
    { dialog: 'edit', label: M.edit, icon: IconPencil },
    ...(account.isManaged
      ? [{ dialog: 'secret' as const, label: M.setPassword, icon: IconKey }]
      : []),
    {
      dialog: 'remove',
      label: account.isManaged ? M.delete : M.remove,
      icon: IconTrash,
      danger: true,
    },
  ];
  const manageFingerprints =
    renderFingerprintsDialog !== null && account.isManaged ? (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFingerprint size={16} aria-hidden />}
        onClick={() => {
          setDialog('fingerprints');
        }}
      >
        {M.manageFingerprints}
      </Button>
    ) : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="md" wrap="nowrap">
          <UserAvatar subject={account} bases={avatars} radius="xl" size={56} aria-hidden />
          <Stack gap={2}>
            <Title order={1} fz="h2">
              {fullName(account)}
            </Title>
            <Text c="dimmed" size="sm">
              {account.email}
            </Text>
            <StatusBadges account={account} />
          </Stack>
        </Group>
        <Group gap="xs">
          {actions.map((action) => (
            <Button
              key={action.dialog}
              variant={action.danger ? 'light' : 'default'}
              color={action.danger ? 'red' : undefined}
              leftSection={<action.icon size={16} aria-hidden />}
              onClick={() => {
                setDialog(action.dialog);
              }}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Group>
      {account.isSignInLocked ? (
        <Alert color="red" variant="light" role="status">
          <Group justify="space-between">
            <Text size="sm">{M.locked}</Text>
            <MutationButton
              mutation={unlock}
              size="xs"
              color="red"
              leftSection={<IconLockOpen size={16} aria-hidden />}
            >
              {M.unlock}
            </MutationButton>
          </Group>
        </Alert>
      ) : null}
      <DetailsSection account={account} roleNames={roleNameMap(roles.data)} />
      <SignInSection detail={detail} manageButton={manageFingerprints} />
      <PermissionOverrides key={JSON.stringify(account.permissions)} account={account} />
      <TenantsSection tenants={detail.tenants} />
      <SignInsSection signIns={detail.recentSignIns} />

      <EditUserDialog account={account} opened={dialog === 'edit'} onClose={close} />
      <SetSecretDialog accountId={account.id} opened={dialog === 'secret'} onClose={close} />
      <RemoveUserDialog
        account={account}
        opened={dialog === 'remove'}
        onClose={close}
        onRemoved={() => {
          void navigate(USERS_PATH);
        }}
      />
      {renderFingerprintsDialog?.({
        accountId: account.id,
        opened: dialog === 'fingerprints',
        onClose: () => {
          close();
          void refresh();
        },
      })}
    </Stack>
  );
}

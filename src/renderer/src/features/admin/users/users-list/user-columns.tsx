// The Users list's columns: who (avatar, name), e-mail, username, roles, how they sign in, status
// and when they last signed in. Name, e-mail and last sign-in sort on the server.
import { Badge, Group, Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import type { Account } from '@shared/accounts/accounts';
import type { Role } from '@shared/roles/roles';
import { UserAvatar } from '../../../../lib/avatar';
import { DimmedText } from '../../../../ui';
import type { DataTableColumn } from '../../../../ui/data-table';
import { formatDateTime, fullName } from '../format';
import { USERS_MESSAGES as M } from '../messages';
import { SignInBadges, StatusBadges } from '../sign-in-badges';

type AvatarBases = ComponentProps<typeof UserAvatar>['bases'];

export function userColumns(
  roleNames: ReadonlyMap<string, string>,
  avatars: AvatarBases,
): DataTableColumn<Account>[] {
  return [
    {
      id: 'name',
      header: M.columns.name,
      sortable: true,
      cell: (account) => (
        <Group gap="sm" wrap="nowrap">
          <UserAvatar subject={account} bases={avatars} radius="xl" size={28} aria-hidden />
          <Text size="sm" fw={600} truncate="end">
            {fullName(account)}
          </Text>
        </Group>
      ),
    },
    {
      id: 'email',
      header: M.columns.email,
      sortable: true,
      cell: (account) => (
        <Text size="sm" truncate="end">
          {account.email}
        </Text>
      ),
    },
    {
      id: 'username',
      header: M.columns.username,
      width: '100px',
      cell: (account) => (
        <Text size="sm" c={account.username === null ? 'dimmed' : undefined} truncate="end">
          {account.username ?? '—'}
        </Text>
      ),
    },
    {
      id: 'roles',
      header: M.columns.roles,
      width: '130px',
      cell: (account) =>
        account.roleIds.length === 0 ? (
          <DimmedText>{M.noRoles}</DimmedText>
        ) : (
          <Group gap={4} wrap="nowrap" style={{ overflow: 'hidden' }}>
            {account.roleIds.map((id) => (
              <Badge key={id} variant="default" tt="none">
                {roleNames.get(id) ?? '…'}
              </Badge>
            ))}
          </Group>
        ),
    },
    {
      id: 'methods',
      header: M.columns.methods,
      width: '210px',
      cell: (account) => <SignInBadges account={account} />,
    },
    {
      id: 'status',
      header: M.columns.status,
      width: '125px',
      cell: (account) => <StatusBadges account={account} />,
    },
    {
      id: 'lastSignIn',
      header: M.columns.lastSignIn,
      sortable: true,
      width: '150px',
      cell: (account) => (
        <Text size="sm" c={account.lastSignInAt === null ? 'dimmed' : undefined}>
          {account.lastSignInAt === null ? M.never : formatDateTime(account.lastSignInAt)}
        </Text>
      ),
    },
  ];
}

export function roleNameMap(roles: readonly Role[] | undefined): Map<string, string> {
  return new Map((roles ?? []).map((role) => [role.id, role.name]));
}

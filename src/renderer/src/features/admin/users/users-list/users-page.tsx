// The admin Users list (/admin/iam/users): every member of the tenant, searched, filtered and
// sorted on the server a page at a time (GET /accounts), the filters in the URL; a row opens the
// user's page. Above it, adding a user; below the heading, invitations still waiting for an answer.
import { Button, Container, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_METHOD_FILTERS,
  ACCOUNT_STATUS_FILTERS,
  type Account,
} from '@shared/accounts/accounts';
import { sortKey } from '@shared/paging';
import { buildPath } from '@shared/paths';
import { useApi } from '../../../../api';
import { useScreenPageTitle } from '../../../../lib/page-title';
import { useRuntimeConfig } from '../../../../lib/runtime-config';
import { useSession } from '../../../../lib/session';
import { namedOptions, valueOptions } from '../../../../ui';
import { DataTable, type DataTableFilter, type FetchPage } from '../../../../ui/data-table';
import { accountsKey, rolesQuery } from '../api/accounts';
import { CreateUserDialog } from '../create-user/create-user-dialog';
import { fullName } from '../format';
import { USERS_MESSAGES as M } from '../messages';
import { USER_PAGE_PATH } from '../paths';
import { PendingInvitations } from './pending-invitations';
import { roleNameMap, userColumns } from './user-columns';
import { AdminScreenHeader } from '../../admin-screen-header';

export function UsersPage() {
  useScreenPageTitle();
  const { accounts } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const { avatars } = useRuntimeConfig();
  const navigate = useNavigate();
  const [creating, { open: startCreating, close: stopCreating }] = useDisclosure(false);
  const roles = useQuery(rolesQuery(accounts, tenantId));
  const columns = useMemo(
    () => userColumns(roleNameMap(roles.data), avatars),
    [roles.data, avatars],
  );
  const filters = useMemo<DataTableFilter[]>(
    () => [
      { id: 'search', label: M.search, kind: 'text', placeholder: M.searchPlaceholder },
      {
        id: 'roleId',
        label: M.role,
        kind: 'select',
        options: namedOptions(roles.data ?? []),
      },
      {
        id: 'method',
        label: M.signInMethod,
        kind: 'select',
        options: valueOptions(ACCOUNT_METHOD_FILTERS, M.methods),
      },
      {
        id: 'status',
        label: M.status,
        kind: 'select',
        options: valueOptions(ACCOUNT_STATUS_FILTERS, M.statuses),
      },
    ],
    [roles.data],
  );
  const fetchPage: FetchPage<Account> = ({ sort, filters: values, cursor, signal }) =>
    accounts.list({ ...values, ...(sort === null ? {} : { sort: sortKey(sort) }), cursor }, signal);

  return (
    <Container size="xl" pb={40}>
      <Stack gap="lg">
        <AdminScreenHeader
          actions={
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={startCreating}>
              {M.addUser}
            </Button>
          }
        />
        <PendingInvitations />
        <DataTable
          label={M.listLabel}
          queryKey={accountsKey(tenantId)}
          columns={columns}
          filters={filters}
          fetchPage={fetchPage}
          getRowId={(account) => account.id}
          rowLabel={fullName}
          onOpenRow={(account) => {
            void navigate(buildPath(USER_PAGE_PATH, { id: account.id }));
          }}
        />
      </Stack>
      <CreateUserDialog
        opened={creating}
        onClose={stopCreating}
        onCreated={(accountId) => {
          void navigate(buildPath(USER_PAGE_PATH, { id: accountId }));
        }}
      />
    </Container>
  );
}

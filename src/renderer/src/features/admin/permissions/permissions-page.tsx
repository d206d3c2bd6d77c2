// /admin/iam/permissions: the auditor's matrix of people × apps and features (spec §6 keys), each
// cell saying whether it is granted and whether from a role (which) or the person's own grant.
// Without a filter on a key it shows one column per app (how many of its features are granted);
// choosing an app or feature keeps the people granted it and shows that app's features. Search,
// role and key filters live in the URL; the CSV export takes what they show.
import { Container, Paper, Space, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  PERMISSION_APPS,
  PERMISSION_CATALOGUE,
  PERMISSION_KEYS,
  catalogueFeatures,
  parsePermissionKey,
  permissionKeyName,
  type PermissionKey,
} from '@shared/roles/permission-catalogue';
import type { PermissionMatrixRow, RoleListItem } from '@shared/roles/roles';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { apiErrorText, useApi } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { DimmedText, ErrorAlert, namedOptions } from '../../../ui';
import { DataTable, type DataTableColumn, type DataTableFilter } from '../../../ui/data-table';
import { rolesQuery, useTenantId } from '../roles/role-queries';
import { AdminScreenHeader } from '../admin-screen-header';
import { ExportCsvButton } from './export-csv-button';
import { GrantCell, GrantLegend } from './grant-cell';
import { grantSource, isGranted } from './grant-sources';
import { PERMISSIONS_MESSAGES as MESSAGES } from './messages';

type Row = PermissionMatrixRow;

const KEY_OPTIONS = PERMISSION_KEYS.map((key) => {
  const app = PERMISSION_CATALOGUE[key.app];
  const features: Readonly<Record<string, { label: string }>> = app.features;
  return {
    value: permissionKeyName(key),
    label:
      key.feature === null
        ? MESSAGES.appOption(app.label)
        : `${app.label}: ${features[key.feature]?.label ?? key.feature}`,
  };
});

function personColumn(): DataTableColumn<Row> {
  return {
    id: 'name',
    header: MESSAGES.person,
    sortable: true,
    width: '220px',
    cell: (row) => (
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate>
          {row.firstName} {row.lastName}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {row.email}
        </Text>
      </Stack>
    ),
  };
}

function rolesColumn(rolesById: ReadonlyMap<string, RoleListItem>): DataTableColumn<Row> {
  return {
    id: 'roles',
    header: MESSAGES.roles,
    width: '150px',
    cell: (row) =>
      row.roleIds.length === 0 ? (
        <DimmedText>{MESSAGES.noRoles}</DimmedText>
      ) : (
        <Text size="sm" truncate>
          {row.roleIds.map((id) => rolesById.get(id)?.name ?? '…').join(', ')}
        </Text>
      ),
  };
}

/** One column per app: granted or not, and how many of its features. */
function appColumns(rolesById: ReadonlyMap<string, RoleListItem>): DataTableColumn<Row>[] {
  return PERMISSION_APPS.map((app) => {
    const features = catalogueFeatures(app);
    return {
      id: app,
      header: PERMISSION_CATALOGUE[app].label,
      cell: (row) => {
        const source = grantSource(row, rolesById, { app, feature: null });
        const granted = features.filter(({ feature }) =>
          isGranted(grantSource(row, rolesById, { app, feature })),
        ).length;
        return (
          <GrantCell
            source={source}
            {...(features.length === 0
              ? {}
              : { summary: MESSAGES.featureCount(granted, features.length) })}
          />
        );
      },
    };
  });
}

/** The app of `key` and each of its features. */
function featureColumns(
  key: PermissionKey,
  rolesById: ReadonlyMap<string, RoleListItem>,
): DataTableColumn<Row>[] {
  const keys = PERMISSION_KEYS.filter((candidate) => candidate.app === key.app);
  return keys.map((column) => ({
    id: permissionKeyName(column),
    header: KEY_OPTIONS.find((option) => option.value === permissionKeyName(column))?.label ?? '',
    cell: (row) => <GrantCell source={grantSource(row, rolesById, column)} />,
  }));
}

export function PermissionsPage() {
  useScreenPageTitle();
  const api = useApi();
  const tenantId = useTenantId();
  const rolesResult = useQuery(rolesQuery(api.roles, tenantId));
  const [params] = useSearchParams();
  const key = parsePermissionKey(params.get('key') ?? '');

  const rolesById = useMemo(
    () =>
      rolesResult.data === undefined
        ? undefined
        : new Map(rolesResult.data.map((role) => [role.id, role])),
    [rolesResult.data],
  );

  const filters: DataTableFilter[] = [
    { id: 'q', label: MESSAGES.search, kind: 'text', placeholder: MESSAGES.searchPlaceholder },
    {
      id: 'roleId',
      label: MESSAGES.role,
      kind: 'select',
      options: namedOptions(rolesResult.data ?? []),
    },
    { id: 'key', label: MESSAGES.permission, kind: 'select', options: KEY_OPTIONS },
  ];
  const exportQuery = {
    q: params.get('q') ?? undefined,
    roleId: params.get('roleId') ?? undefined,
    key: key === null ? undefined : permissionKeyName(key),
    sort: params.get('sort') === '-name' ? ('-name' as const) : undefined,
  };

  return (
    <Container size="xl" pb={40}>
      <AdminScreenHeader
        detail={
          <Stack gap="xs">
            <Text c="dimmed" size="sm">
              {MESSAGES.intro}
            </Text>
            <GrantLegend />
          </Stack>
        }
        actions={<ExportCsvButton query={exportQuery} rolesById={rolesById} />}
      />
      <Space h="md" />
      {rolesResult.isError ? (
        <ErrorAlert
          title={MESSAGES.rolesLoadFailed}
          message={apiErrorText(rolesResult.error)}
          retry={{ label: MESSAGES.retry, onClick: () => void rolesResult.refetch() }}
        />
      ) : (
        <Paper withBorder radius="lg" p="md">
          <DataTable
            label={MESSAGES.tableLabel}
            queryKey={[tenantId, 'roles', 'permission-matrix']}
            columns={
              rolesById === undefined
                ? [personColumn()]
                : [
                    personColumn(),
                    rolesColumn(rolesById),
                    ...(key === null ? appColumns(rolesById) : featureColumns(key, rolesById)),
                  ]
            }
            filters={filters}
            fetchPage={({ sort, filters: values, cursor, signal }) =>
              api.roles.permissionMatrix(
                {
                  q: values.q,
                  roleId: values.roleId,
                  key: values.key,
                  cursor,
                  ...(sort === null ? {} : { sort: sort.descending ? '-name' : 'name' }),
                },
                signal,
              )
            }
            getRowId={(row) => row.accountId}
            rowLabel={(row) => `${row.firstName} ${row.lastName}`}
          />
        </Paper>
      )}
    </Container>
  );
}

// The tenant's roles as a plain table: tens of roles at most, all in one GET /roles, so neither
// paging nor virtual rows earn their keep. Name (opens the permission editor), member count, the
// apps it grants, and a menu of actions.
import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Menu,
  Skeleton,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconDots, IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { PERMISSION_CATALOGUE, PERMISSION_KEYS } from '@shared/roles/permission-catalogue';
import type { RoleListItem } from '@shared/roles/roles';
import { ROLES_MESSAGES as MESSAGES } from './messages';
import { grantedAppCount, grantsKey } from './permission-map';

export interface RoleActions {
  onEdit: (role: RoleListItem) => void;
  onRename: (role: RoleListItem) => void;
  onDelete: (role: RoleListItem) => void;
}

const SHOWN_APPS = 3;

function GrantedApps({ role }: { role: RoleListItem }) {
  const apps = PERMISSION_KEYS.filter(
    (key) => key.feature === null && grantsKey(role.permissions, key),
  ).map((key) => PERMISSION_CATALOGUE[key.app].label);
  if (apps.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {MESSAGES.noGrants}
      </Text>
    );
  }
  const hidden = apps.length - SHOWN_APPS;
  return (
    <Group gap={6} wrap="nowrap" aria-label={MESSAGES.appCount(grantedAppCount(role.permissions))}>
      {apps.slice(0, SHOWN_APPS).map((app) => (
        <Badge key={app} variant="light" color="indigo" radius="sm" tt="none">
          {app}
        </Badge>
      ))}
      {hidden > 0 ? (
        <Badge variant="outline" color="gray" radius="sm" tt="none" title={apps.join(', ')}>
          +{hidden}
        </Badge>
      ) : null}
    </Group>
  );
}

function RoleRow({ role, actions }: { role: RoleListItem; actions: RoleActions }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600}>
        <Anchor
          component="button"
          type="button"
          fw={600}
          onClick={() => {
            actions.onEdit(role);
          }}
        >
          {role.name}
        </Anchor>
      </Table.Th>
      <Table.Td>{MESSAGES.memberCount(role.memberCount)}</Table.Td>
      <Table.Td>
        <GrantedApps role={role} />
      </Table.Td>
      <Table.Td ta="right">
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={MESSAGES.actionsFor(role.name)}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {[
              { label: MESSAGES.editPermissions, icon: IconKey, run: actions.onEdit },
              { label: MESSAGES.rename, icon: IconPencil, run: actions.onRename },
              { label: MESSAGES.delete, icon: IconTrash, run: actions.onDelete, color: 'red' },
            ].map((item) => (
              <Menu.Item
                key={item.label}
                color={item.color}
                leftSection={<item.icon size={16} aria-hidden />}
                onClick={() => {
                  item.run(role);
                }}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}

function SkeletonRow() {
  return (
    <Table.Tr>
      {[160, 80, 220, 28].map((width) => (
        <Table.Td key={width}>
          <Skeleton height={14} width={width} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

export function RolesTable({
  roles,
  actions,
}: {
  /** Undefined while loading. */
  roles: readonly RoleListItem[] | undefined;
  actions: RoleActions;
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table
        aria-label={MESSAGES.tableLabel}
        aria-busy={roles === undefined}
        verticalSpacing="sm"
        highlightOnHover
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{MESSAGES.name}</Table.Th>
            <Table.Th w={140}>{MESSAGES.members}</Table.Th>
            <Table.Th>{MESSAGES.grants}</Table.Th>
            <Table.Th w={64}>
              <VisuallyHidden>{MESSAGES.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles === undefined
            ? [0, 1, 2].map((index) => <SkeletonRow key={index} />)
            : roles.map((role) => <RoleRow key={role.id} role={role} actions={actions} />)}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

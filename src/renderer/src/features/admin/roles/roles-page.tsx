// /admin/iam/roles: the tenant's roles with how many hold each; create, rename, delete (a role
// still held moves its holders to another role), and each role's permission editor in a side
// panel whose role is in the URL (?role=…), so it can be shared and survives a reload.
import { Alert, Button, Container, Drawer, Paper, Text } from '@mantine/core';
import { IconAlertCircle, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { RoleListItem } from '@shared/roles/roles';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiErrorText, useApi } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes-guard';
import { DiscardChangesDialog, ErrorAlert, StatusMessage } from '../../../ui';
import { AdminScreenHeader } from '../admin-screen-header';
import { DeleteRoleDialog } from './delete-role-dialog';
import { ROLES_MESSAGES as MESSAGES } from './messages';
import { PermissionEditor } from './permission-editor';
import { RoleNameDialog } from './role-name-dialog';
import { rolesQuery, useTenantId } from './role-queries';
import { RolesTable } from './roles-table';

const ROLE_PARAM = 'role';

type NameDialog = { role: RoleListItem | null } | null;

/** The editor's role in the URL; setting it replaces the entry so Back leaves the screen. */
function useEditedRoleId(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = (id: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(ROLE_PARAM);
        else next.set(ROLE_PARAM, id);
        return next;
      },
      { replace: true },
    );
  };
  return [params.get(ROLE_PARAM), set];
}

export function RolesPage() {
  useScreenPageTitle();
  const api = useApi();
  const tenantId = useTenantId();
  const query = useQuery(rolesQuery(api.roles, tenantId));
  const [editedId, setEditedId] = useEditedRoleId();
  const [nameDialog, setNameDialog] = useState<NameDialog>(null);
  const [deleting, setDeleting] = useState<RoleListItem | null>(null);
  const [dirty, setDirty] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const { blocker } = useUnsavedChangesGuard(dirty);

  const roles = query.data;
  const edited = roles?.find((role) => role.id === editedId);

  const closeEditor = () => {
    setDirty(false);
    setConfirmingClose(false);
    setEditedId(null);
  };
  const requestClose = () => {
    if (dirty) setConfirmingClose(true);
    else closeEditor();
  };
  const openEditor = (role: RoleListItem) => {
    setDirty(false);
    setEditedId(role.id);
  };

  return (
    <Container size="lg" pb={40}>
      <AdminScreenHeader
        detail={
          <Text c="dimmed" size="sm">
            {MESSAGES.intro}
          </Text>
        }
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              setNameDialog({ role: null });
            }}
          >
            {MESSAGES.newRole}
          </Button>
        }
      />

      <Paper withBorder radius="lg" p="xs" mt="lg">
        {query.isError ? (
          <ErrorAlert
            title={MESSAGES.loadFailed}
            message={apiErrorText(query.error)}
            retry={{ label: MESSAGES.retry, onClick: () => void query.refetch() }}
          />
        ) : roles !== undefined && roles.length === 0 ? (
          <StatusMessage icon={IconUsersGroup} title={MESSAGES.emptyTitle} color="indigo">
            {MESSAGES.emptyBody}
          </StatusMessage>
        ) : (
          <RolesTable
            roles={roles}
            actions={{
              onEdit: openEditor,
              onRename: (role) => {
                setNameDialog({ role });
              },
              onDelete: setDeleting,
            }}
          />
        )}
      </Paper>

      <RoleNameDialog
        role={nameDialog?.role ?? null}
        opened={nameDialog !== null}
        onClose={() => {
          setNameDialog(null);
        }}
        onCreated={(role) => {
          setEditedId(role.id);
        }}
      />
      <DeleteRoleDialog
        role={deleting}
        roles={roles ?? []}
        onClose={() => {
          setDeleting(null);
        }}
        onDeleted={(role) => {
          if (role.id === editedId) closeEditor();
        }}
      />
      <Drawer
        opened={editedId !== null && roles !== undefined}
        onClose={requestClose}
        position="right"
        size="lg"
        title={edited === undefined ? '' : MESSAGES.editorTitle(edited.name)}
        closeButtonProps={{ 'aria-label': MESSAGES.close }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {edited === undefined ? (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {MESSAGES.roleGone}
          </Alert>
        ) : (
          <PermissionEditor
            key={edited.id}
            role={edited}
            onDirtyChange={setDirty}
            onClose={closeEditor}
          />
        )}
      </Drawer>
      <DiscardChangesDialog
        opened={confirmingClose || blocker.state === 'blocked'}
        onKeep={() => {
          setConfirmingClose(false);
          if (blocker.state === 'blocked') blocker.reset();
        }}
        onDiscard={() => {
          if (blocker.state === 'blocked') {
            setDirty(false);
            blocker.proceed();
          } else {
            closeEditor();
          }
        }}
        texts={MESSAGES}
      />
    </Container>
  );
}

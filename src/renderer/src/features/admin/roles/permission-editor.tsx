// A role's permissions over the whole catalogue (spec §6), grouped by app: a switch lets holders
// open the app, checkboxes grant its features (only while the app is on). Saving replaces the
// role's map; until then the changes are marked, and leaving (closing, another screen, the tab)
// asks first.
import {
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  PERMISSION_APPS,
  PERMISSION_CATALOGUE,
  catalogueFeatures,
} from '@shared/roles/permission-catalogue';
import type { RoleListItem } from '@shared/roles/roles';
import type { PermissionApp, Permissions } from '@shared/permissions';
import { useState } from 'react';
import { apiErrorText, useApi } from '../../../api';
import { ErrorAlert, showSuccess } from '../../../ui';
import { ROLES_MESSAGES as MESSAGES } from './messages';
import { grantsKey, normalised, sameGrants, withApp, withFeature } from './permission-map';
import { useRefreshRoles } from './role-queries';

function AppPermissions({
  app,
  draft,
  onChange,
}: {
  app: PermissionApp;
  draft: Permissions;
  onChange: (next: Permissions) => void;
}) {
  const entry = PERMISSION_CATALOGUE[app];
  const appOn = grantsKey(draft, { app, feature: null });
  const features = catalogueFeatures(app);
  return (
    <Paper withBorder radius="md" p="md">
      <Switch
        label={<Text fw={600}>{entry.label}</Text>}
        description={entry.description}
        checked={appOn}
        onChange={(event) => {
          onChange(withApp(draft, app, event.currentTarget.checked));
        }}
      />
      {features.length === 0 ? null : (
        <fieldset disabled={!appOn} style={{ border: 0, padding: 0, margin: 0 }}>
          <VisuallyHidden component="legend">{MESSAGES.featuresOf(entry.label)}</VisuallyHidden>
          <Stack gap="sm" mt="md" pl={46}>
            {features.map(({ feature, text }) => (
              <Checkbox
                key={feature}
                label={text.label}
                description={text.description}
                checked={grantsKey(draft, { app, feature })}
                disabled={!appOn}
                onChange={(event) => {
                  onChange(withFeature(draft, app, feature, event.currentTarget.checked));
                }}
              />
            ))}
          </Stack>
        </fieldset>
      )}
    </Paper>
  );
}

export interface PermissionEditorProps {
  role: RoleListItem;
  /** Reports whether there are unsaved changes, for the guards around the editor. */
  onDirtyChange: (dirty: boolean) => void;
  onClose: () => void;
}

export function PermissionEditor({ role, onDirtyChange, onClose }: PermissionEditorProps) {
  const { roles } = useApi();
  const refresh = useRefreshRoles();
  const [draft, setDraft] = useState<Permissions>(() => normalised(role.permissions));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = !sameGrants(draft, role.permissions);

  const change = (next: Permissions) => {
    setDraft(next);
    onDirtyChange(!sameGrants(next, role.permissions));
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await roles.setPermissions(role.id, normalised(draft));
      setDraft(normalised(saved.permissions));
      onDirtyChange(false);
      showSuccess(MESSAGES.saved(role.name));
      await refresh();
    } catch (error) {
      setFailure(apiErrorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {MESSAGES.editorIntro}
      </Text>
      {PERMISSION_APPS.map((app) => (
        <AppPermissions key={app} app={app} draft={draft} onChange={change} />
      ))}
      <Paper
        withBorder
        radius="md"
        p="sm"
        pos="sticky"
        bottom={0}
        style={{ zIndex: 1 }}
        bg="var(--mantine-color-body)"
      >
        <Stack gap="xs">
          <ErrorAlert message={failure} />
          <Group justify="space-between" gap="sm">
            <div aria-live="polite">
              {dirty ? (
                <Group gap={8} wrap="nowrap">
                  <ColorSwatch color="var(--mantine-color-orange-6)" size={10} aria-hidden />
                  <Text size="sm" fw={600}>
                    {MESSAGES.unsaved}
                  </Text>
                </Group>
              ) : null}
            </div>
            <Group gap="sm">
              {dirty ? (
                <Button
                  variant="default"
                  onClick={() => {
                    change(normalised(role.permissions));
                  }}
                >
                  {MESSAGES.discard}
                </Button>
              ) : (
                <Button variant="default" onClick={onClose}>
                  {MESSAGES.close}
                </Button>
              )}
              <Button loading={saving} disabled={!dirty} onClick={() => void save()}>
                {MESSAGES.savePermissions}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

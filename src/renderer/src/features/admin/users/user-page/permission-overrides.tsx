// The permissions granted on this person's membership, on top of their roles (spec §6 keys): an
// app (opens it) and its features, saved with PUT /accounts/{id}/permissions. Roles' own maps
// are edited on the Roles screen.
import { Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Account } from '@shared/accounts/accounts';
import { PERMISSION_AREAS, type Permissions } from '@shared/permissions';
import { apiErrorText, useApi } from '../../../../api';
import { useSession } from '../../../../lib/session';
import { accountsKey } from '../api/accounts';
import { USERS_MESSAGES as M } from '../messages';
import { MutationButton, SectionCard, showSuccess } from '../../../../ui';

const APPS = Object.keys(PERMISSION_AREAS) as (keyof typeof PERMISSION_AREAS)[];

function without<Value>(map: Readonly<Record<string, Value>>, key: string): Record<string, Value> {
  return Object.fromEntries(Object.entries(map).filter(([candidate]) => candidate !== key));
}

/** Granting a feature grants its app; taking the app away takes its features too. */
function toggled(map: Permissions, app: string, feature: string | null, on: boolean): Permissions {
  if (feature === null) return on ? { ...map, [app]: map[app] ?? {} } : without(map, app);
  const features = map[app] ?? {};
  return { ...map, [app]: on ? { ...features, [feature]: true } : without(features, feature) };
}

export function PermissionOverrides({ account }: { account: Account }) {
  const { accounts } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Permissions>(account.permissions);
  const save = useMutation({
    mutationFn: () => accounts.setPermissions(account.id, draft),
    onSuccess: async () => {
      showSuccess(M.permissionsSaved);
      await queryClient.invalidateQueries({ queryKey: accountsKey(tenantId) });
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: M.failed, message: apiErrorText(error) });
    },
  });
  const changed = JSON.stringify(draft) !== JSON.stringify(account.permissions);
  return (
    <SectionCard title={M.permissionsTitle} description={M.permissionsHint}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {APPS.map((app) => {
          const appLabel = M.appLabels[app] ?? app;
          const granted = draft[app] !== undefined;
          return (
            <Stack key={app} gap={6}>
              <Checkbox
                label={<Text fw={600}>{appLabel}</Text>}
                checked={granted}
                onChange={(event) => {
                  setDraft(toggled(draft, app, null, event.currentTarget.checked));
                }}
              />
              {PERMISSION_AREAS[app].map((feature: string) => (
                <Checkbox
                  key={feature}
                  ml="lg"
                  size="sm"
                  label={M.featureLabels[feature] ?? feature}
                  checked={draft[app]?.[feature] === true}
                  onChange={(event) => {
                    setDraft(toggled(draft, app, feature, event.currentTarget.checked));
                  }}
                />
              ))}
            </Stack>
          );
        })}
      </SimpleGrid>
      <Group justify="flex-end">
        <MutationButton mutation={save} disabled={!changed}>
          {M.savePermissions}
        </MutationButton>
      </Group>
    </SectionCard>
  );
}

// The read-only parts of a user's page: details, sign-in methods with fingerprints, tenants and
// the newest sign-ins. The page (user-page.tsx) adds the actions around them.
import { Badge, Group, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconFingerprint, IconFingerprintOff, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Account, AccountDetail } from '@shared/accounts/accounts';
import { FINGER_NAMES } from '@shared/fingerprints/fingerprints';
import { SectionCard } from '../../../../ui';
import { formatDate, formatDateTime } from '../format';
import { USERS_MESSAGES as M } from '../messages';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

export function DetailsSection({
  account,
  roleNames,
}: {
  account: Account;
  roleNames: ReadonlyMap<string, string>;
}) {
  return (
    <SectionCard title={M.details}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field label={M.firstName}>{account.firstName}</Field>
        <Field label={M.lastName}>{account.lastName}</Field>
        <Field label={M.email}>{account.email}</Field>
        <Field label={M.username}>{account.username ?? '—'}</Field>
        <Field label={M.roles}>
          {account.roleIds.length === 0 ? (
            <Text size="sm" c="dimmed">
              {M.noRoles}
            </Text>
          ) : (
            <Group gap={4}>
              {account.roleIds.map((id) => (
                <Badge key={id} variant="default" tt="none">
                  {roleNames.get(id) ?? '…'}
                </Badge>
              ))}
            </Group>
          )}
        </Field>
        <Field label={M.administrator}>{account.isAdmin ? M.statuses.admin : '—'}</Field>
      </SimpleGrid>
      {account.isManaged ? null : (
        <Text size="sm" c="dimmed">
          {M.managedElsewhereNote}
        </Text>
      )}
    </SectionCard>
  );
}

function Method({ on, yes, no }: { on: boolean; yes: string; no: string }) {
  return (
    <Group gap={6}>
      {on ? (
        <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
      ) : (
        <IconX size={16} color="var(--mantine-color-dimmed)" aria-hidden />
      )}
      <Text size="sm" c={on ? undefined : 'dimmed'}>
        {on ? yes : no}
      </Text>
    </Group>
  );
}

export function SignInSection({
  detail,
  manageButton,
}: {
  detail: AccountDetail;
  /** Opens the fingerprint dialog; null where there is none to open. */
  manageButton: ReactNode;
}) {
  const { account, fingerprints } = detail;
  return (
    <SectionCard title={M.signInMethods}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Method on={account.hasPassword} yes={M.hasPassword} no={M.noPassword} />
        <Method on={account.authMech.includes('sso')} yes={M.singleSignOn} no={M.noSingleSignOn} />
        <Method on={account.hasPin} yes={M.hasPin} no={M.noPin} />
      </SimpleGrid>
      <Group justify="space-between" mt="xs">
        <Group gap={6}>
          <IconFingerprint size={18} aria-hidden />
          <Text fw={600} size="sm">
            {M.fingerprintsTitle}
          </Text>
        </Group>
        {manageButton}
      </Group>
      {fingerprints.length === 0 ? (
        <Group gap={6}>
          <IconFingerprintOff size={16} color="var(--mantine-color-orange-7)" aria-hidden />
          <Text size="sm" fw={600}>
            {M.noFingerprints}
          </Text>
        </Group>
      ) : (
        <List spacing={4} size="sm" aria-label={M.fingerprintsTitle}>
          {fingerprints.map((fingerprint) => (
            <List.Item key={fingerprint.id}>
              <Text size="sm" span fw={600}>
                {fingerprint.finger === null
                  ? M.unassignedFinger
                  : (FINGER_NAMES[fingerprint.finger] ?? M.unassignedFinger)}
              </Text>{' '}
              <Text size="sm" span c="dimmed">
                {M.registered(formatDate(fingerprint.registeredAt))}{' '}
                {fingerprint.stationName === null
                  ? `(${M.inBrowser})`
                  : M.atStation(fingerprint.stationName)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

export function TenantsSection({ tenants }: { tenants: AccountDetail['tenants'] }) {
  return (
    <SectionCard title={M.tenants}>
      <Text size="sm" c="dimmed">
        {M.tenantsHint}
      </Text>
      <Stack gap={4}>
        {tenants.map((tenant) => (
          <Group key={tenant.id} gap="xs">
            <Text size="sm" fw={600}>
              {tenant.name}
            </Text>
            {tenant.isAdmin ? (
              <Badge size="sm" variant="light" color="dark" tt="none">
                {M.statuses.admin}
              </Badge>
            ) : null}
            {tenant.isManaging ? (
              <Badge size="sm" variant="default" tt="none">
                {M.managingTenant}
              </Badge>
            ) : null}
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}

export function SignInsSection({ signIns }: { signIns: AccountDetail['recentSignIns'] }) {
  return (
    <SectionCard title={M.recentSignIns}>
      {signIns.length === 0 ? (
        <Text size="sm" c="dimmed">
          {M.noSignIns}
        </Text>
      ) : (
        <Table striped verticalSpacing={4} fz="sm" aria-label={M.recentSignIns}>
          <Table.Tbody>
            {signIns.map((signIn, index) => (
              <Table.Tr key={`${signIn.at}-${String(index)}`}>
                <Table.Td>{formatDateTime(signIn.at)}</Table.Td>
                <Table.Td>{M.methods[signIn.method]}</Table.Td>
                <Table.Td>{signIn.atStation ? M.station(signIn.stationName) : M.browser}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={signIn.result === 'success' ? 'teal' : 'red'} span>
                    {M.results[signIn.result] ?? signIn.result}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}

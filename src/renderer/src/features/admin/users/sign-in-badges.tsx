// How a person signs in, as small badges: password, single sign-on, PIN and their fingerprint
// count, or a clear "No fingerprint" marker (admins look for who still needs one).
import { Badge, Group } from '@mantine/core';
import {
  IconFingerprint,
  IconFingerprintOff,
  IconKey,
  IconLogin2,
  IconNumbers,
} from '@tabler/icons-react';
import type { Account } from '@shared/accounts/accounts';
import { USERS_MESSAGES as M } from './messages';

type Methods = Pick<Account, 'hasPassword' | 'hasPin' | 'authMech' | 'fingerprintCount'>;

export function SignInBadges({ account }: { account: Methods }) {
  return (
    <Group gap={4} wrap="nowrap">
      {account.hasPassword ? (
        <Badge variant="light" color="blue" leftSection={<IconKey size={12} aria-hidden />}>
          {M.methods.password}
        </Badge>
      ) : null}
      {account.authMech.includes('sso') ? (
        <Badge variant="light" color="grape" leftSection={<IconLogin2 size={12} aria-hidden />}>
          {M.methods.sso}
        </Badge>
      ) : null}
      {account.hasPin ? (
        <Badge variant="light" color="teal" leftSection={<IconNumbers size={12} aria-hidden />}>
          {M.methods.pin}
        </Badge>
      ) : null}
      {account.fingerprintCount > 0 ? (
        <Badge
          variant="light"
          color="indigo"
          leftSection={<IconFingerprint size={12} aria-hidden />}
        >
          {M.fingerprints(account.fingerprintCount)}
        </Badge>
      ) : (
        <Badge
          variant="outline"
          color="orange"
          leftSection={<IconFingerprintOff size={12} aria-hidden />}
        >
          {M.noFingerprint}
        </Badge>
      )}
    </Group>
  );
}

export function StatusBadges({
  account,
}: {
  account: Pick<Account, 'isSignInLocked' | 'isAdmin' | 'isManaged'>;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {account.isSignInLocked ? (
        <Badge color="red" variant="filled">
          {M.statuses.locked}
        </Badge>
      ) : null}
      {account.isAdmin ? (
        <Badge color="dark" variant="light">
          {M.statuses.admin}
        </Badge>
      ) : null}
      {account.isManaged ? null : (
        <Badge color="gray" variant="outline">
          {M.statuses.managedElsewhere}
        </Badge>
      )}
      {!account.isSignInLocked && !account.isAdmin && account.isManaged ? (
        <Badge color="green" variant="dot">
          {M.statuses.active}
        </Badge>
      ) : null}
    </Group>
  );
}

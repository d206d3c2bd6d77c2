// How a person signs in, as small badges: password, single sign-on, PIN and their fingerprint
// count, or a clear "No fingerprint" marker (admins look for who still needs one).
import { Badge, Group, Tooltip } from '@mantine/core';
import {
  IconFingerprint,
  IconFingerprintOff,
  IconKey,
  IconLogin2,
  IconNumbers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { Account } from '@shared/accounts/accounts';
import { USERS_MESSAGES as M } from './messages';

// Text in the default colour (colour alone never carries the meaning, and it keeps 4.5:1 in both
// schemes); the icons carry the colour.
const METHOD = { variant: 'default', tt: 'none', fw: 600 } as const;
const ICON = {
  blue: 'var(--mantine-color-blue-6)',
  grape: 'var(--mantine-color-grape-6)',
  teal: 'var(--mantine-color-teal-6)',
  indigo: 'var(--mantine-color-indigo-6)',
  orange: 'var(--mantine-color-orange-7)',
} as const;

type Methods = Pick<Account, 'hasPassword' | 'hasPin' | 'authMech' | 'fingerprintCount'>;

/** One way of signing in, as its icon; the name in a tooltip and for screen readers. */
function MethodIcon({
  icon: Icon,
  color,
  label,
}: {
  icon: TablerIcon;
  color: string;
  label: string;
}) {
  return (
    <Tooltip label={label}>
      <Badge {...METHOD} px={6} aria-label={label} role="img">
        <Icon size={14} color={color} aria-hidden style={{ display: 'block' }} />
      </Badge>
    </Tooltip>
  );
}

export function SignInBadges({ account }: { account: Methods }) {
  return (
    <Group gap={4} wrap="nowrap">
      {account.hasPassword ? (
        <MethodIcon icon={IconKey} color={ICON.blue} label={M.methods.password} />
      ) : null}
      {account.authMech.includes('sso') ? (
        <MethodIcon icon={IconLogin2} color={ICON.grape} label={M.methods.sso} />
      ) : null}
      {account.hasPin ? (
        <MethodIcon icon={IconNumbers} color={ICON.teal} label={M.methods.pin} />
      ) : null}
      {account.fingerprintCount > 0 ? (
        <Tooltip label={M.fingerprints(account.fingerprintCount)}>
          <Badge
            {...METHOD}
            aria-label={M.fingerprints(account.fingerprintCount)}
            leftSection={<IconFingerprint size={14} color={ICON.indigo} aria-hidden />}
          >
            {account.fingerprintCount}
          </Badge>
        </Tooltip>
      ) : (
        <Badge
          {...METHOD}
          leftSection={<IconFingerprintOff size={12} color={ICON.orange} aria-hidden />}
          styles={{ root: { borderStyle: 'dashed', borderColor: ICON.orange } }}
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
        <Badge color="red.9" variant="filled" tt="none">
          {M.statuses.locked}
        </Badge>
      ) : null}
      {account.isAdmin ? (
        <Badge color="dark" variant="light" tt="none">
          {M.statuses.admin}
        </Badge>
      ) : null}
      {account.isManaged ? null : (
        <Badge variant="default" tt="none">
          {M.statuses.managedElsewhere}
        </Badge>
      )}
      {!account.isSignInLocked && !account.isAdmin && account.isManaged ? (
        <Badge color="green" variant="dot" tt="none">
          {M.statuses.active}
        </Badge>
      ) : null}
    </Group>
  );
}

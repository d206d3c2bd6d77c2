// The top bar (spec §2 Shell): the logo with the app's name opening the launcher; then the
// impersonation, platform status, update and help icons, and the user widget.
import { Group } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { PlatformStatusIcon } from '../../features/platform-status';
import { ImpersonationIcon } from '../../features/tenants';
import { useSupportWidget } from '../../lib/support-widget';
import { LabelledIconButton } from '../../ui';
import { APP_MESSAGES } from '../messages';
import { LauncherButton } from './launcher-button';
import { UpdateIcon } from './update-icon';
import { UserMenu } from './user-menu';

export function TopBar() {
  const openSupport = useSupportWidget();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <LauncherButton />
      <Group gap="xs" wrap="nowrap">
        <ImpersonationIcon />
        <PlatformStatusIcon />
        <UpdateIcon />
        <LabelledIconButton
          label={APP_MESSAGES.help}
          variant="subtle"
          color="gray"
          onClick={openSupport}
        >
          <IconHelpCircle size={22} stroke={1.7} />
        </LabelledIconButton>
        <UserMenu />
      </Group>
    </Group>
  );
}

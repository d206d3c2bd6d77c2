// Shown for a known URL the signed-in user may not open (spec §2 Shell).
import { Button } from '@mantine/core';
import { IconLockAccess } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { StatusMessage } from '../../ui';
import { APP_MESSAGES } from '../messages';

export function ForbiddenPage() {
  usePageTitle();
  return (
    <StatusMessage
      order={1}
      icon={IconLockAccess}
      color="orange"
      title={APP_MESSAGES.forbiddenTitle}
      action={
        <Button component={Link} to="/" variant="light" mt="sm">
          {APP_MESSAGES.backToLauncher}
        </Button>
      }
    >
      {APP_MESSAGES.forbidden}
    </StatusMessage>
  );
}

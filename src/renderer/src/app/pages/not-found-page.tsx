// Shown for any URL the route table does not know (spec §2 Shell).
import { Button } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { StatusMessage } from '../../ui';
import { APP_MESSAGES } from '../messages';

export function NotFoundPage() {
  usePageTitle();
  return (
    <StatusMessage
      order={1}
      icon={IconMapPinOff}
      title={APP_MESSAGES.notFoundTitle}
      action={
        <Button component={Link} to="/" variant="light" mt="sm">
          {APP_MESSAGES.backToLauncher}
        </Button>
      }
    >
      {APP_MESSAGES.notFound}
    </StatusMessage>
  );
}

// A page that can only send the user back to the launcher: unknown and forbidden URLs.
import { Button } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { PageStatusMessage } from '../../ui';
import { APP_MESSAGES } from '../messages';

interface LauncherReturnPageProps {
  icon: TablerIcon;
  color?: string;
  title: string;
  children: ReactNode;
}

export function LauncherReturnPage({ icon, color, title, children }: LauncherReturnPageProps) {
  usePageTitle();
  return (
    <PageStatusMessage
      icon={icon}
      color={color}
      title={title}
      action={
        <Button component={Link} to="/" variant="light" mt="sm">
          {APP_MESSAGES.backToLauncher}
        </Button>
      }
    >
      {children}
    </PageStatusMessage>
  );
}

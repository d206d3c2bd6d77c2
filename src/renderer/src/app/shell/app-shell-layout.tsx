// The signed-in frame (spec §2 Shell): the top bar over the current screen, with the person's
// pending invitations in a bar between them.
import { AppShell } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { InvitationNotices } from '../../features/invitations';
import { useTenantAdminChannel } from '../../lib/realtime';
import { useAccessState } from '../../lib/session';
import { PageLoader } from '../pages/page-loader';
import classes from './app-shell.module.css';
import { TopBar } from './top-bar';

const TOP_BAR_HEIGHT = 60;

export function AppShellLayout() {
  const access = useAccessState();
  useTenantAdminChannel(access.status === 'ready' && access.context.isTenantAdmin);
  return (
    <AppShell header={{ height: TOP_BAR_HEIGHT }} padding={0}>
      <AppShell.Header>
        <TopBar />
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <InvitationNotices />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

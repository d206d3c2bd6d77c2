// The signed-in frame (spec §2 Shell): the top bar over the current screen, with the person's
// pending invitations in a bar between them, and around the screen what the apps keep on every
// screen (their shell scopes: sales' station queue and its offline banner).
import { AppShell } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { InvitationNotices } from '../../features/invitations';
import { useTenantAdminChannel } from '../../lib/realtime';
import { useAccessState } from '../../lib/session';
import { SUITE_SHELL_SCOPES } from '../apps';
import { PageLoader } from '../pages/page-loader';
import classes from './app-shell.module.css';
import { TopBar } from './top-bar';

const TOP_BAR_HEIGHT = 60;

function ShellScopes({ children }: { children: ReactNode }) {
  return SUITE_SHELL_SCOPES.reduceRight<ReactNode>(
    (inner, Scope) => <Scope>{inner}</Scope>,
    children,
  );
}

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
        <ShellScopes>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ShellScopes>
      </AppShell.Main>
    </AppShell>
  );
}

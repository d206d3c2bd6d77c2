// The signed-in frame (spec §2 Shell): the top bar over the current screen, with the person's
// pending invitations in a bar between them, and around the screen what the apps keep on every
// screen (their shell scopes: sales' station queue and its offline banner). The route table loads
// it after sign-in, with the styles only signed-in screens use.
import './mantine-signed-in.css';
import { AppShell } from '@mantine/core';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { FingerprintsDialogProvider } from '../../features/admin';
import { ManageFingerprintsDialog } from '../../features/fingerprints';
import { InvitationNotices } from '../../features/invitations';
import { useTenantAdminChannel } from '../../lib/realtime';
import { useAccessState } from '../../lib/session';
import { PageLoader } from '../pages/page-loader';
import classes from './app-shell.module.css';
import { TopBar } from './top-bar';

const TOP_BAR_HEIGHT = 60;

type ShellScope = ComponentType<{ children: ReactNode }>;

/** The shell around the apps' scopes, loaded with it (routes/app-routes.tsx). */
export function appShellLayout(scopes: readonly ShellScope[]): ComponentType {
  return function AppShellLayout() {
    return <AppShellFrame scopes={scopes} />;
  };
}

function AppShellFrame({ scopes }: { scopes: readonly ShellScope[] }) {
  const access = useAccessState();
  useTenantAdminChannel(access.status === 'ready' && access.context.isTenantAdmin);
  return (
    <AppShell header={{ height: TOP_BAR_HEIGHT }} padding={0}>
      <AppShell.Header>
        <TopBar />
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <InvitationNotices />
        {/* The admin's user page opens the fingerprints feature's dialog for a staff member. */}
        <FingerprintsDialogProvider render={(props) => <ManageFingerprintsDialog {...props} />}>
          {scopes.reduceRight<ReactNode>(
            (inner, Scope) => (
              <Scope>{inner}</Scope>
            ),
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>,
          )}
        </FingerprintsDialogProvider>
      </AppShell.Main>
    </AppShell>
  );
}

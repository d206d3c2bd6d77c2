// /zd/detect (spec §2, §4 "Desktop detection"): the handshake, then install detection. A known
// install is kept with its tenant and the station goes to '/'; an unknown or revoked one (401)
// offers 'Sign into Zyno', which opens the registration window and detects again once it is
// done; any other failure shows the global desktop startup error with a retry.
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceDesktopCheck, type TablerIcon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError, useApi } from '../../api';
import { usePageTitle } from '../../lib/page-title';
import { installDetectedAtom, installLostAtom } from '../../lib/session';
import { usePlatform, type DesktopServices } from '../../platform';
import { FullPageCard, StatusIcon, ZynoWordmark } from '../../ui';
import { DESKTOP_MESSAGES as M } from './messages';

type DetectState = 'checking' | 'unregistered' | 'waiting' | 'failed';

/** Where detection sends the station: the page it was headed for, else the start. */
function destination(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const { from } = state;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('/zd/')) return from;
  }
  return '/';
}

export function DetectInstallPage() {
  usePageTitle(M.detectTitle);
  const { desktop } = usePlatform();
  return (
    <FullPageCard maw={460}>
      <Stack align="center" gap="lg" ta="center">
        <ZynoWordmark />
        {desktop === null ? <NotInDesktop /> : <Detection desktop={desktop} />}
      </Stack>
    </FullPageCard>
  );
}

function NotInDesktop() {
  return (
    <Stack align="center" gap="xs">
      <Title order={1} fz="h3">
        {M.notDesktopTitle}
      </Title>
      <Text c="dimmed">{M.notDesktopText}</Text>
      <Button component={Link} to="/login" mt="sm">
        {M.goToSignIn}
      </Button>
    </Stack>
  );
}

function Detection({ desktop }: { desktop: DesktopServices }) {
  const { installs } = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const detected = useSetAtom(installDetectedAtom);
  const lost = useSetAtom(installLostAtom);
  const [waitingForSignIn, setWaitingForSignIn] = useState(false);
  // Each check-in is a fresh handshake: never cached, never retried behind the station's back.
  const detection = useQuery({
    queryKey: ['zd', 'detect-install'],
    queryFn: async () => installs.detect(await desktop.generateHandshake()),
    retry: false,
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const unregistered = isApiError(detection.error) && detection.error.status === 401;

  useEffect(() => {
    if (detection.data !== undefined) {
      detected(detection.data);
      void navigate(destination(location.state), { replace: true });
    } else if (unregistered) {
      lost();
    } else if (detection.error !== null) {
      console.error('Zyno Desktop: install detection failed', detection.error);
    }
  }, [detected, detection.data, detection.error, location.state, lost, navigate, unregistered]);

  const register = async () => {
    setWaitingForSignIn(true);
    try {
      const { outcome } = await desktop.launchRegistration();
      if (outcome === 'registered') await detection.refetch();
    } catch (error) {
      console.error('Zyno Desktop: registration failed', error);
    } finally {
      setWaitingForSignIn(false);
    }
  };

  const state: DetectState = waitingForSignIn
    ? 'waiting'
    : detection.isFetching || detection.data !== undefined
      ? 'checking'
      : unregistered
        ? 'unregistered'
        : 'failed';

  if (state === 'checking' || state === 'waiting') {
    const label = state === 'checking' ? M.checkingIn : M.waitingForSignIn;
    return (
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader type="dots" size="lg" aria-hidden />
        <Text fw={600}>{label}</Text>
        {state === 'waiting' ? (
          <Text c="dimmed" size="sm">
            {M.waitingText}
          </Text>
        ) : null}
      </Stack>
    );
  }
  if (state === 'failed') {
    return (
      <Outcome icon={IconAlertTriangle} color="red" title={M.startupErrorTitle}>
        <Text role="alert">{M.startupError}</Text>
        <Button
          variant="light"
          mt="xs"
          onClick={() => {
            void detection.refetch();
          }}
        >
          {M.tryAgain}
        </Button>
      </Outcome>
    );
  }
  return (
    <Outcome icon={IconDeviceDesktopCheck} color="indigo" title={M.unregisteredTitle}>
      <Text c="dimmed">{M.unregisteredText}</Text>
      <Button size="md" mt="xs" onClick={() => void register()} data-autofocus autoFocus>
        {M.signIn}
      </Button>
    </Outcome>
  );
}

interface OutcomeProps {
  icon: TablerIcon;
  color: string;
  title: string;
  /** The explanation and what the station can do next. */
  children: ReactNode;
}

/** Where detection stopped short of the launcher: the install is unknown, or detection failed. */
function Outcome({ icon, color, title, children }: OutcomeProps) {
  return (
    <Stack align="center" gap="sm">
      <StatusIcon icon={icon} color={color} />
      <Title order={1} fz="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

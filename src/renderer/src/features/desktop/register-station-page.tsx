// /zd/register (spec §2): the registration window Zyno Desktop opens from /zd/detect. An
// administrator signs in here (the session stays in this window's memory and ends when the
// station is registered), picks the workspace, names the station, and registers it
// (POST /installs with this station's handshake). The main process is then told, closes the
// window and the station checks in.
import {
  Alert,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFingerprint } from '@tabler/icons-react';
import type { Identity } from '@shared/auth/sign-in';
import type { RuntimeConfig } from '@shared/runtime-config';
import {
  INSTALL_NAME_MAX_LENGTH,
  registerInstallRequestSchema,
  type InstallCapability,
} from '@shared/installs/installs';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { createApi, isApiError, type RequestAuth } from '../../api';
import { usePageTitle } from '../../lib/page-title';
import { showSignInNotice } from '../../lib/sign-in-notice';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useFingerprintReader, usePlatform } from '../../platform';
import { ZynoWordmark } from '../../ui';
import { DESKTOP_MESSAGES as M } from './messages';

interface AdminSession {
  jwt: string;
  identity: Identity;
}

function errorText(error: unknown): string | null {
  if (error === null) return null;
  if (isApiError(error)) {
    return error.status === 409 && error.code === 'conflict' ? M.alreadyRegistered : error.message;
  }
  return error instanceof Error ? error.message : M.startupError;
}

/**
 * An API of this window's own: the administrator's token never becomes the station's session.
 * `signIn` sets whose requests these are; `signOut` forgets it.
 */
function createRegistrationApi(config: RuntimeConfig) {
  let auth: RequestAuth | null = null;
  return {
    api: createApi({ config, getAuth: () => auth }),
    signIn: (next: RequestAuth) => {
      auth = next;
    },
    signOut: () => {
      auth = null;
    },
  };
}

function useRegistrationApi() {
  const config = useRuntimeConfig();
  return useMemo(() => createRegistrationApi(config), [config]);
}

export function RegisterStationPage() {
  usePageTitle(M.registerTitle);
  const { desktop } = usePlatform();
  const { api, signIn, signOut } = useRegistrationApi();
  const [admin, setAdmin] = useState<AdminSession | null>(null);
  const [registered, setRegistered] = useState(false);

  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder radius="lg" shadow="md" p="xl" maw={460} w="100%">
        <Stack gap="lg">
          <Group justify="center">
            <ZynoWordmark />
          </Group>
          {registered ? (
            <Stack align="center" gap="xs" ta="center" role="status">
              <IconCircleCheck size={40} color="var(--mantine-color-green-7)" aria-hidden />
              <Title order={1} fz="h3">
                {M.registeredTitle}
              </Title>
              <Text c="dimmed">{M.registeredText}</Text>
            </Stack>
          ) : desktop === null ? (
            <Text ta="center">{M.notDesktopText}</Text>
          ) : admin === null ? (
            <AdminSignIn
              signIn={async (email, password) => {
                const response = await api.auth.passwordLogin({
                  browserId: `registration:${crypto.randomUUID()}`,
                  email,
                  password,
                  rememberMe: false,
                });
                showSignInNotice(response.signInNotice);
                const adminTenants = response.identity.tenants.filter((tenant) => tenant.isAdmin);
                const first = adminTenants[0];
                if (first === undefined) throw new Error(M.notAdminAnywhere);
                signIn({ jwt: response.jwt, tenantId: first.id });
                setAdmin({ jwt: response.jwt, identity: response.identity });
              }}
            />
          ) : (
            <StationDetails
              admin={admin}
              register={async (tenantId, name, capabilities) => {
                signIn({ jwt: admin.jwt, tenantId });
                const install = await api.installs.register({
                  handshake: await desktop.generateHandshake(),
                  name,
                  capabilities,
                });
                // The administrator's session has done its job; its refresh session ends too.
                await api.auth.logout().catch(() => undefined);
                signOut();
                setRegistered(true);
                await desktop.performPostRegistrationTasks({
                  id: install.id,
                  tenantId: install.tenantId,
                  tenantName: install.tenantName,
                });
              }}
            />
          )}
          {registered ? null : (
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                window.close();
              }}
            >
              {M.cancel}
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

function AdminSignIn({ signIn }: { signIn: (email: string, password: string) => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const login = useMutation({ mutationFn: () => signIn(email.trim(), password) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = {
      ...(email.trim() === '' ? { email: M.emailRequired } : {}),
      ...(password === '' ? { password: M.passwordRequired } : {}),
    };
    setFieldErrors(errors);
    if (errors.email === undefined && errors.password === undefined) login.mutate();
  };

  const failure = errorText(login.error);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <RegisterHeading subtitle={M.registerIntro} />
        {failure === null ? null : (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={M.emailLabel}
          type="email"
          autoComplete="username"
          data-autofocus
          autoFocus
          value={email}
          error={fieldErrors.email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
          }}
        />
        <PasswordInput
          label={M.passwordLabel}
          autoComplete="current-password"
          value={password}
          error={fieldErrors.password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
          }}
        />
        <Button type="submit" size="md" loading={login.isPending}>
          {M.continue}
        </Button>
      </Stack>
    </form>
  );
}

function StationDetails({
  admin,
  register,
}: {
  admin: AdminSession;
  register: (tenantId: string, name: string, capabilities: InstallCapability[]) => Promise<void>;
}) {
  const tenants = admin.identity.tenants.filter((tenant) => tenant.isAdmin);
  const [tenantId, setTenantId] = useState(tenants[0]?.id ?? '');
  const [name, setName] = useState<string>(M.stationNameDefault);
  const [nameError, setNameError] = useState<string | null>(null);
  const reader = useFingerprintReader();
  const registration = useMutation({
    mutationFn: () =>
      register(tenantId, name.trim(), reader.data === true ? ['fingerprintReader'] : []),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = registerInstallRequestSchema.shape.name.safeParse(name);
    const error = checked.success ? null : (checked.error.issues[0]?.message ?? null);
    setNameError(error);
    if (error === null) registration.mutate();
  };

  const failure = errorText(registration.error);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <RegisterHeading
          subtitle={`${admin.identity.firstName} ${admin.identity.lastName}`.trim()}
        />
        {failure === null ? null : (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <Select
          label={M.tenantLabel}
          data={tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
          value={tenantId}
          allowDeselect={false}
          onChange={(value) => {
            if (value !== null) setTenantId(value);
          }}
        />
        <TextInput
          label={M.stationNameLabel}
          description={M.stationNameDescription}
          maxLength={INSTALL_NAME_MAX_LENGTH}
          data-autofocus
          autoFocus
          value={name}
          error={nameError}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
        />
        {reader.data === true ? (
          <Group gap="xs" wrap="nowrap">
            <IconFingerprint size={18} aria-hidden />
            <Text size="sm">{M.fingerprintReader}</Text>
          </Group>
        ) : null}
        <Button type="submit" size="md" loading={registration.isPending}>
          {M.register}
        </Button>
      </Stack>
    </form>
  );
}

function RegisterHeading({ subtitle }: { subtitle: string }) {
  return (
    <Stack gap={4} ta="center">
      <Title order={1} fz="h3">
        {M.registerTitle}
      </Title>
      <Text c="dimmed" size="sm">
        {subtitle}
      </Text>
    </Stack>
  );
}

// /zd/register (spec §2): the registration window Zyno Desktop opens from /zd/detect. An
// administrator signs in here (the session stays in this window's memory and ends when the
// station is registered), picks the tenant, names the station, and registers it
// (POST /installs with this station's handshake). The main process is then told, closes the
// window and the station checks in.
import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFingerprint } from '@tabler/icons-react';
import { passwordLoginRequestSchema, type Identity } from '@shared/auth/sign-in';
import { tenantIdSchema } from '@shared/fields';
import type { RuntimeConfig } from '@shared/runtime-config';
import {
  INSTALL_NAME_MAX_LENGTH,
  registerInstallRequestSchema,
  type InstallCapability,
} from '@shared/installs/installs';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { apiErrorText, createApi, UserFacingError, type RequestAuth } from '../../api';
import { usePageTitle } from '../../lib/page-title';
import { showSignInNotice } from '../../lib/sign-in-notice';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useFingerprintReader, usePlatform } from '../../platform';
import {
  CredentialsForm,
  FullPageCard,
  namedOptions,
  useSchemaForm,
  useTextFieldsForm,
  ZynoWordmark,
} from '../../ui';
import { DESKTOP_MESSAGES as M } from './messages';

interface AdminSession {
  jwt: string;
  identity: Identity;
}

/** A 409 conflict: this station's key is registered already. */
const errorText = (error: unknown) =>
  apiErrorText(error, { byCode: { conflict: M.alreadyRegistered }, fallback: M.startupError });

/** The administrator's e-mail and password, by the password login's own rules. */
const adminSignInSchema = z
  .object({
    email: passwordLoginRequestSchema.shape.email,
    password: passwordLoginRequestSchema.shape.password,
  })
  .strict();

/** The station's name by the registration's rule, and the tenant it joins (sent as a header). */
const installDetailsSchema = z
  .object({ name: registerInstallRequestSchema.shape.name, tenantId: tenantIdSchema })
  .strict();

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

export function RegisterInstallPage() {
  usePageTitle(M.registerTitle);
  const { desktop } = usePlatform();
  const { api, signIn, signOut } = useRegistrationApi();
  const [admin, setAdmin] = useState<AdminSession | null>(null);
  const [registered, setRegistered] = useState(false);

  return (
    <FullPageCard maw={460}>
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
              if (first === undefined) throw new UserFacingError(M.notAdminAnywhere);
              signIn({ jwt: response.jwt, tenantId: first.id });
              setAdmin({ jwt: response.jwt, identity: response.identity });
            }}
          />
        ) : (
          <InstallDetails
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
    </FullPageCard>
  );
}

function FormError({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {text}
    </Alert>
  );
}

function AdminSignIn({ signIn }: { signIn: (email: string, password: string) => Promise<void> }) {
  const { field, onSubmit, formError, submitting } = useTextFieldsForm({
    schema: adminSignInSchema,
    initialValues: { email: '', password: '' },
    errorText,
    submit: ({ email, password }) => signIn(email, password),
  });

  return (
    <CredentialsForm
      onSubmit={onSubmit}
      identifier={{ kind: 'email', label: M.emailLabel, inputProps: field('email') }}
      secret={{ label: M.passwordLabel, inputProps: field('password') }}
      submit={{ label: M.continue, submitting }}
    >
      <RegisterHeading subtitle={M.registerIntro} />
      <FormError text={formError} />
    </CredentialsForm>
  );
}

function InstallDetails({
  admin,
  register,
}: {
  admin: AdminSession;
  register: (tenantId: string, name: string, capabilities: InstallCapability[]) => Promise<void>;
}) {
  const tenants = admin.identity.tenants.filter((tenant) => tenant.isAdmin);
  const reader = useFingerprintReader();
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: installDetailsSchema,
    initialValues: { tenantId: tenants[0]?.id ?? '', name: M.installNameDefault },
    errorText,
    submit: ({ tenantId, name }) =>
      register(tenantId, name, reader.data === true ? ['fingerprintReader'] : []),
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <RegisterHeading
          subtitle={`${admin.identity.firstName} ${admin.identity.lastName}`.trim()}
        />
        <FormError text={formError} />
        <Select
          label={M.tenantLabel}
          data={namedOptions(tenants)}
          allowDeselect={false}
          {...form.getInputProps('tenantId')}
        />
        <TextInput
          label={M.installNameLabel}
          description={M.installNameDescription}
          maxLength={INSTALL_NAME_MAX_LENGTH}
          data-autofocus
          autoFocus
          errorProps={{ role: 'alert' }}
          {...form.getInputProps('name')}
        />
        {reader.data === true ? (
          <Group gap="xs" wrap="nowrap">
            <IconFingerprint size={18} aria-hidden />
            <Text size="sm">{M.fingerprintReader}</Text>
          </Group>
        ) : null}
        <Button type="submit" size="md" loading={submitting}>
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

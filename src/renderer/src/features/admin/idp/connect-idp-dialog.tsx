// Connecting an identity provider: choose it and its domains (and, for Microsoft or Google, the
// app registered there), then prove the connection with one sign-in at the provider in the single
// sign-on popup: setup answers the provider's address, the popup returns with its answer, and
// complete-setup links the tenant. A failure keeps what was typed.
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  PasswordInput,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconExternalLink } from '@tabler/icons-react';
import { IDP_PROVIDERS, type IdpCompleteSetupRequest } from '@shared/sso/idp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { apiErrorText, useApi } from '../../../api';
import { useSession } from '../../../lib/session';
import {
  connectSsoAttempt,
  openSsoPopup,
  SSO_POPUP_POLL_MS,
  ssoRedirectUrl,
} from '../../../lib/sso-popup';
import { useSchemaForm } from '../../../ui';
import { connectFormSchema, type ConnectFormValues } from './connect-form';
import { idpKey } from './idp-queries';
import { IDP_MESSAGES as M } from './messages';

interface Proof {
  attemptId: string;
  /** Null until setup has answered. */
  authorizeUrl: string | null;
}

function ErrorAlert({ title, children }: { title: string; children: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={title}
      role="alert"
    >
      {children}
    </Alert>
  );
}

function ConnectBody({
  initialValues,
  onClose,
}: {
  initialValues: ConnectFormValues;
  onClose: () => void;
}) {
  const { identityProvider } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const queryClient = useQueryClient();
  const [proof, setProof] = useState<Proof | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [completionError, setCompletionError] = useState<unknown>(null);
  const popup = useRef<Window | null>(null);

  const complete = useMutation({
    mutationFn: (parameters: Omit<IdpCompleteSetupRequest, 'redirectUrl'>) =>
      identityProvider.completeSetup({ ...parameters, redirectUrl: ssoRedirectUrl() }),
    onSuccess: async (config) => {
      await queryClient.invalidateQueries({ queryKey: idpKey(tenantId) });
      notifications.show({
        color: 'teal',
        icon: <IconCheck size={18} />,
        message: M.connectedNotice(M.providers[config.provider]),
      });
      onClose();
    },
    onError: (error) => {
      setProof(null);
      setCompletionError(error);
      void queryClient.invalidateQueries({ queryKey: idpKey(tenantId) });
    },
  });

  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: connectFormSchema,
    initialValues,
    submit: async (request) => {
      setCompletionError(null);
      // Opened now, in the click, so that the browser allows it; it waits for its address.
      const attemptId = crypto.randomUUID();
      popup.current = openSsoPopup(attemptId);
      setBlocked(popup.current === null);
      setProof({ attemptId, authorizeUrl: null });
      try {
        const { authorizeUrl } = await identityProvider.setup({
          ...request,
          redirectUrl: ssoRedirectUrl(),
        });
        setProof({ attemptId, authorizeUrl });
        await queryClient.invalidateQueries({ queryKey: idpKey(tenantId) });
      } catch (error) {
        popup.current?.close();
        setProof(null);
        throw error;
      }
    },
  });

  const { mutate } = complete;
  useEffect(() => {
    if (proof?.authorizeUrl == null) return undefined;
    return connectSsoAttempt({ id: proof.attemptId, authorizeUrl: proof.authorizeUrl }, mutate);
  }, [proof, mutate]);

  // Closing the popup before it answered goes back to the form; the setup stays pending.
  const popupClosed = useEffectEvent(() => {
    if (!complete.isIdle) return;
    setProof(null);
  });
  useEffect(() => {
    if (proof === null || blocked) return undefined;
    const timer = window.setInterval(() => {
      if (popup.current?.closed === true) popupClosed();
    }, SSO_POPUP_POLL_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [proof, blocked]);

  if (proof !== null) {
    return (
      <Stack gap="md" align="center" ta="center" role="status" py="md">
        <Loader type="dots" aria-hidden />
        <Text fw={600}>{M.waitingTitle}</Text>
        <Text size="sm" c="dimmed">
          {blocked ? M.blockedText : M.waitingText}
        </Text>
        <Group gap="sm">
          {blocked ? (
            <Button
              rightSection={<IconExternalLink size={16} aria-hidden />}
              onClick={() => {
                popup.current = openSsoPopup(proof.attemptId);
                setBlocked(popup.current === null);
              }}
            >
              {M.openWindow}
            </Button>
          ) : null}
          <Button
            variant="default"
            onClick={() => {
              popup.current?.close();
              setProof(null);
            }}
          >
            {M.cancel}
          </Button>
        </Group>
      </Stack>
    );
  }

  const provider = form.values.provider;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {formError === null ? null : (
          <ErrorAlert title={M.connectFailedTitle}>{formError}</ErrorAlert>
        )}
        {completionError === null ? null : (
          <ErrorAlert title={M.connectFailedTitle}>{apiErrorText(completionError)}</ErrorAlert>
        )}
        <Radio.Group label={M.providerLabel} {...form.getInputProps('provider')}>
          <Stack gap="xs" mt={6}>
            {IDP_PROVIDERS.toSorted((a, b) => Number(a === 'local') - Number(b === 'local')).map(
              (choice) => (
                <Radio
                  key={choice}
                  value={choice}
                  label={M.providers[choice]}
                  description={M.providerDescriptions[choice]}
                />
              ),
            )}
          </Stack>
        </Radio.Group>
        <TextInput
          label={M.domainsField}
          description={M.domainsDescription}
          placeholder={M.domainsPlaceholder}
          required
          {...form.getInputProps('domains')}
        />
        {provider === 'local' ? null : (
          <>
            <TextInput
              label={M.issuerField}
              description={
                provider === 'microsoft' ? M.microsoftIssuerDescription : M.googleIssuerDescription
              }
              required={provider === 'microsoft'}
              {...form.getInputProps('issuer')}
            />
            <TextInput label={M.clientIdField} required {...form.getInputProps('clientId')} />
            <PasswordInput
              label={M.clientSecretField}
              required
              autoComplete="off"
              {...form.getInputProps('clientSecret')}
            />
            <Text size="sm" c="dimmed">
              {M.redirectHint(ssoRedirectUrl())}
            </Text>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button
            type="submit"
            loading={submitting}
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {M.continueAtProvider}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ConnectIdpDialog({
  initialValues,
  onClose,
}: {
  /** Null while the dialog is closed. */
  initialValues: ConnectFormValues | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={initialValues !== null}
      onClose={onClose}
      title={M.connectTitle}
      closeButtonProps={{ 'aria-label': M.cancel }}
      centered
      radius="lg"
      padding="xl"
      size="lg"
    >
      {initialValues === null ? null : (
        <ConnectBody initialValues={initialValues} onClose={onClose} />
      )}
    </Modal>
  );
}

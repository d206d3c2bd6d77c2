// Connecting an identity provider: choose it and its domains (and, for Microsoft or Google, the
// app registered there), then prove the connection with one sign-in at the provider in the single
// sign-on popup: setup answers the provider's address, the popup returns with its answer, and
// complete-setup links the tenant. A failure keeps what was typed.
import { Button, Group, Loader, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { IDP_PROVIDERS, type IdpCompleteSetupRequest } from '@shared/sso/idp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiErrorText, useApi } from '../../../api';
import { useSession } from '../../../lib/session';
import {
  connectSsoAttempt,
  openSsoPopup,
  ssoRedirectUrl,
  usePopupClosed,
} from '../../../lib/sso-popup';
import {
  DialogForm,
  ErrorAlert,
  FormButtons,
  showSuccess,
  TargetDialog,
  useSchemaForm,
} from '../../../ui';
import { connectFormSchema, type ConnectFormValues } from './connect-form';
import type { DialogOf } from '../use-dialog-target';
import { idpKey } from './idp-queries';
import { IDP_MESSAGES as M } from './messages';
import { UNRECORDED_INPUT } from '../../../lib/session-replay';

interface Proof {
  attemptId: string;
  /** Null until setup has answered. */
  authorizeUrl: string | null;
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
      showSuccess(M.connectedNotice(M.providers[config.provider]));
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
  usePopupClosed(popup, proof !== null && !blocked && complete.isIdle, () => {
    setProof(null);
  });

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
    <DialogForm onSubmit={onSubmit} failedTitle={M.connectFailedTitle} formError={formError}>
      <ErrorAlert
        title={M.connectFailedTitle}
        message={completionError === null ? null : apiErrorText(completionError)}
      />
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
            {...UNRECORDED_INPUT}
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
      <FormButtons
        labels={M.connectButtons}
        onCancel={onClose}
        submitting={submitting}
        submitIcon={<IconExternalLink size={16} aria-hidden />}
      />
    </DialogForm>
  );
}

const FRAME = { title: M.connectTitle, closeLabel: M.cancel, size: 'lg' };

/** `target`: the form's first values. */
export function ConnectIdpDialog({ target, onClose }: DialogOf<ConnectFormValues>) {
  return (
    <TargetDialog {...FRAME} target={target} onClose={onClose}>
      {(values) => <ConnectBody initialValues={values} onClose={onClose} />}
    </TargetDialog>
  );
}

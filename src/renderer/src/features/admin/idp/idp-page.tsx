// Identity Provider (admin /admin/iam/idp): whether the tenant signs in with Microsoft, Google or
// the built-in provider — not connected, setting up, or connected since when — connecting and
// unlinking, and, once connected, the provider's people matched with the tenant's and imported.
import { Badge, Button, Code, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { IdpConfig } from '@shared/sso/idp';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiErrorText, useApi } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { AdminDetail } from '../admin-detail';
import { AdminScreenHeader } from '../admin-screen-header';
import { ConfirmDialog } from '../confirm-dialog';
import { ConnectionCard } from '../connection-card';
import { useDialogTarget } from '../use-dialog-target';
import type { ConnectFormValues } from './connect-form';
import { ConnectIdpDialog } from './connect-idp-dialog';
import { DirectoryUsers } from './directory-users';
import { IDP_RESOURCE, idpConfigQuery } from './idp-queries';
import { IDP_MESSAGES as M } from './messages';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

const NEW_CONNECTION: ConnectFormValues = {
  provider: 'microsoft',
  domains: '',
  issuer: '',
  clientId: '',
  clientSecret: '',
};

function ConnectionDetails({ config }: { config: IdpConfig }) {
  return (
    <Stack gap="sm">
      <AdminDetail label={M.domainsLabel}>{config.domains.join(', ')}</AdminDetail>
      {config.provider === 'local' ? null : (
        <>
          <AdminDetail label={M.issuerLabel}>{config.issuer}</AdminDetail>
          <AdminDetail label={M.clientIdLabel}>{config.clientId}</AdminDetail>
          <AdminDetail label={M.redirectUrisLabel}>
            <List size="sm" spacing={2}>
              {config.redirectUris.map((uri) => (
                <List.Item key={uri}>
                  <Code>{uri}</Code>
                </List.Item>
              ))}
            </List>
          </AdminDetail>
        </>
      )}
    </Stack>
  );
}

function ConnectionState({
  config,
  onConnect,
  onUnlink,
}: {
  config: IdpConfig | null;
  onConnect: (values: ConnectFormValues) => void;
  onUnlink: (config: IdpConfig) => void;
}) {
  let badge: ReactNode;
  let text: string;
  let actions: ReactNode;
  if (config === null) {
    badge = (
      <Badge color="gray" variant="dot" tt="none">
        {M.notConnected}
      </Badge>
    );
    text = M.notConnectedText;
    actions = (
      <Button
        onClick={() => {
          onConnect(NEW_CONNECTION);
        }}
      >
        {M.connect}
      </Button>
    );
  } else {
    const provider = M.providers[config.provider];
    const pending = config.status === 'pending';
    const unlink = () => {
      onUnlink(config);
    };
    badge = pending ? (
      <Badge color="yellow" variant="dot" tt="none">
        {M.settingUp}
      </Badge>
    ) : (
      <Badge color="teal" variant="dot" tt="none">
        {M.connected}
      </Badge>
    );
    text = pending
      ? M.settingUpText(provider)
      : M.connectedSince(DATE.format(new Date(config.linkedAt ?? config.createdAt)));
    actions = pending ? (
      <>
        <Button
          onClick={() => {
            onConnect({
              ...NEW_CONNECTION,
              provider: config.provider,
              domains: config.domains.join(', '),
              issuer: config.provider === 'local' ? '' : config.issuer,
              clientId: config.clientId ?? '',
            });
          }}
        >
          {M.startAgain}
        </Button>
        <Button variant="default" onClick={unlink}>
          {M.cancelSetup}
        </Button>
      </>
    ) : (
      <Button
        variant="default"
        // The error red, which the theme keeps readable in both schemes.
        c="var(--mantine-color-error)"
        onClick={unlink}
      >
        {M.unlink}
      </Button>
    );
  }
  return (
    <ConnectionCard
      title={config === null ? M.stateTitle : M.providers[config.provider]}
      badges={badge}
      text={text}
      actions={actions}
    >
      {config === null ? null : <ConnectionDetails config={config} />}
    </ConnectionCard>
  );
}

export function IdpPage() {
  useScreenPageTitle();
  const { identityProvider } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const config = useQuery(idpConfigQuery(identityProvider, tenantId));
  const connecting = useDialogTarget<ConnectFormValues>();
  const unlinking = useDialogTarget<IdpConfig>();

  let content: ReactNode;
  if (config.isPending) {
    content = <Skeleton height={140} radius="lg" aria-label={M.stateTitle} />;
  } else if (config.isError) {
    content = (
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm" align="flex-start">
          <Text fw={600} role="alert">
            {M.loadFailed}
          </Text>
          <Text size="sm" c="dimmed">
            {apiErrorText(config.error)}
          </Text>
          <Button variant="light" onClick={() => void config.refetch()}>
            {M.retry}
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    content = (
      <>
        <ConnectionState
          config={config.data}
          onConnect={connecting.open}
          onUnlink={unlinking.open}
        />
        {config.data?.status === 'linked' ? <DirectoryUsers /> : null}
      </>
    );
  }

  return (
    <Stack gap="lg" pb={40}>
      <AdminScreenHeader />
      {content}
      <ConnectIdpDialog target={connecting.target} onClose={connecting.close} />
      <ConfirmDialog
        target={unlinking.target}
        onClose={unlinking.close}
        texts={M.unlinkDialog}
        nameOf={(link) => M.providers[link.provider]}
        act={() => identityProvider.unlink()}
        resource={IDP_RESOURCE}
      />
    </Stack>
  );
}

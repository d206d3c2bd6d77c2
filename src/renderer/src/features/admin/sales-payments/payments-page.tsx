// Payments (admin /admin/sales/payments): whether the tenant's card-payment provider is connected
// — which account, since when, by whom — connecting (a round trip to the provider's consent
// page that ends on payments/stripe-oauth), connecting again, and disconnecting after a question.
import { Badge, Button, Code, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PaymentsConnection } from '@shared/sales/payments-connection';
import { apiErrorText } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { ErrorAlert } from '../../../ui';
import { AdminDetail } from '../admin-detail';
import { AdminScreenHeader } from '../admin-screen-header';
import { ConfirmDialog } from '../confirm-dialog';
import { ConnectionCard } from '../connection-card';
import { useDialogTarget } from '../use-dialog-target';
import { PAYMENTS_MESSAGES as M } from './messages';
import {
  PAYMENTS_CONNECTION_RESOURCE,
  paymentsConnectionQuery,
  usePaymentsConnectionApi,
  useStartConnect,
} from './payments-connection-api';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function PaymentsConnectionCard({
  connection,
  onDisconnect,
}: {
  connection: PaymentsConnection | null;
  onDisconnect: (connection: PaymentsConnection) => void;
}) {
  const start = useStartConnect();
  const connectButton = (
    <Button
      variant={connection === null ? 'filled' : 'default'}
      loading={start.isPending || start.isSuccess}
      onClick={() => {
        start.mutate();
      }}
    >
      {connection === null ? M.connect : M.connectAgain}
    </Button>
  );
  return (
    <ConnectionCard
      title={connection?.displayName ?? M.stateTitle}
      badges={
        <>
          <Badge color={connection === null ? 'gray' : 'teal'} variant="dot" tt="none">
            {connection === null ? M.notConnected : M.connected}
          </Badge>
          {connection !== null && !connection.livemode ? (
            <Badge color="yellow" variant="dot" tt="none">
              {M.testMode}
            </Badge>
          ) : null}
        </>
      }
      text={
        connection === null
          ? M.notConnectedText
          : M.connectedText(
              DATE.format(new Date(connection.connectedAt)),
              connection.connectedBy?.name ?? null,
            )
      }
      actions={
        <>
          {connectButton}
          {connection === null ? null : (
            <Button
              variant="default"
              // The error red, which the theme keeps readable in both schemes.
              c="var(--mantine-color-error)"
              onClick={() => {
                onDisconnect(connection);
              }}
            >
              {M.disconnect}
            </Button>
          )}
        </>
      }
    >
      <ErrorAlert
        title={M.startFailed}
        message={start.isError ? apiErrorText(start.error) : null}
      />
      {connection === null ? null : (
        <Group gap="xl">
          <AdminDetail label={M.accountLabel}>
            <Code>{connection.accountId}</Code>
          </AdminDetail>
          <AdminDetail label={M.businessLabel}>{connection.displayName}</AdminDetail>
        </Group>
      )}
    </ConnectionCard>
  );
}

export function PaymentsPage() {
  useScreenPageTitle();
  const api = usePaymentsConnectionApi();
  const tenantId = useSession()?.tenantId ?? '';
  const connection = useQuery(paymentsConnectionQuery(api, tenantId));
  const disconnecting = useDialogTarget<PaymentsConnection>();

  let content: ReactNode;
  if (connection.isPending) {
    content = <Skeleton height={140} radius="lg" aria-label={M.stateTitle} />;
  } else if (connection.isError) {
    content = (
      <ErrorAlert
        title={M.loadFailed}
        message={apiErrorText(connection.error)}
        retry={{ label: M.retry, onClick: () => void connection.refetch() }}
      />
    );
  } else {
    content = (
      <PaymentsConnectionCard connection={connection.data} onDisconnect={disconnecting.open} />
    );
  }

  return (
    <Stack gap="lg" pb={40}>
      <AdminScreenHeader />
      {content}
      <ConfirmDialog
        target={disconnecting.target}
        onClose={disconnecting.close}
        texts={M.disconnectDialog}
        nameOf={(target) => target.displayName}
        act={() => api.disconnect()}
        resource={PAYMENTS_CONNECTION_RESOURCE}
      />
    </Stack>
  );
}

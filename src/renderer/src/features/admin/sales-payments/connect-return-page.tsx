// The connect round trip's return page (admin /admin/sales/payments/stripe-oauth): the provider
// sends the browser here with a code and the state, or with an error. A code is handed to the
// server once (a remount must not spend the single-use state twice); the page then says the
// provider is connected, that the admin cancelled, or why it failed, with a way on.
import { Button, Group, Loader, Paper, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPlugConnectedX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { connectReturnSchema } from '@shared/sales/payments-connection';
import { apiErrorText } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { StatusMessage } from '../../../ui';
import { AdminScreenHeader } from '../admin-screen-header';
import { PAYMENTS_MESSAGES } from './messages';
import {
  paymentsConnectionKey,
  usePaymentsConnectionApi,
  useStartConnect,
} from './payments-connection-api';

const M = PAYMENTS_MESSAGES.returnPage;
const PAYMENTS_PATH = '/admin/sales/payments';

function BackToPayments({ primary = false }: { primary?: boolean }) {
  return (
    <Button component={Link} to={PAYMENTS_PATH} variant={primary ? 'filled' : 'default'}>
      {primary ? M.goToPayments : M.backToPayments}
    </Button>
  );
}

function TryAgain() {
  const start = useStartConnect();
  return (
    <Button
      loading={start.isPending || start.isSuccess}
      onClick={() => {
        start.mutate();
      }}
    >
      {M.tryAgain}
    </Button>
  );
}

function Failure({ children }: { children: ReactNode }) {
  return (
    <StatusMessage
      icon={IconAlertTriangle}
      color="red"
      title={M.errorTitle}
      action={
        <Group gap="sm" justify="center">
          <TryAgain />
          <BackToPayments />
        </Group>
      }
    >
      {children}
    </StatusMessage>
  );
}

function Completion({ state, code }: { state: string; code: string }) {
  const api = usePaymentsConnectionApi();
  const tenantId = useSession()?.tenantId ?? '';
  const queryClient = useQueryClient();
  const complete = useMutation({
    mutationFn: () => api.complete({ state, code }),
    onSuccess: (connection) => {
      queryClient.setQueryData(paymentsConnectionKey(tenantId), connection);
    },
  });
  const asked = useRef(false);
  const { mutate } = complete;
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate();
  }, [mutate]);

  if (complete.isError) return <Failure>{apiErrorText(complete.error)}</Failure>;
  if (complete.isSuccess) {
    return (
      <StatusMessage
        icon={IconCircleCheck}
        color="teal"
        title={M.successTitle}
        action={<BackToPayments primary />}
      >
        {M.successText(complete.data.displayName, complete.data.accountId)}
      </StatusMessage>
    );
  }
  return (
    <Stack align="center" py={64} gap="sm" role="status">
      <Loader size="md" aria-hidden />
      {M.finishing}
    </Stack>
  );
}

export function ConnectReturnPage() {
  useScreenPageTitle();
  const [params] = useSearchParams();
  const answer = connectReturnSchema.safeParse(Object.fromEntries(params));

  let content: ReactNode;
  if (!answer.success) {
    content = <Failure>{M.badReturn}</Failure>;
  } else if ('code' in answer.data) {
    content = <Completion state={answer.data.state} code={answer.data.code} />;
  } else if (answer.data.error === 'access_denied') {
    content = (
      <StatusMessage
        icon={IconPlugConnectedX}
        title={M.refusedTitle}
        action={
          <Group gap="sm" justify="center">
            <TryAgain />
            <BackToPayments />
          </Group>
        }
      >
        {M.refusedText}
      </StatusMessage>
    );
  } else {
    content = <Failure>{M.providerError(answer.data.error)}</Failure>;
  }

  return (
    <Stack gap="lg" pb={40}>
      <AdminScreenHeader />
      <Paper withBorder radius="lg" p="lg">
        {content}
      </Paper>
    </Stack>
  );
}

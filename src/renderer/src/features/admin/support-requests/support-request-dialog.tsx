// One support request in full: who asked, from which tenant and page, with which session and
// browser, and what they wrote; closed or reopened from here.
import { Alert, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { SupportRequest, SupportRequestSummary } from '@shared/support/support-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiErrorText, useApi } from '../../../api';
import { useSession } from '../../../lib/session';
import { ErrorAlert, MutationButton, showSuccess, TargetDialog } from '../../../ui';
import { SUPPORT_REQUESTS_MESSAGES as M } from './messages';
import { supportRequestQuery, supportRequestsKey } from './support-request-queries';

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatWhen(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Close an open request, reopen a closed one; the list below refreshes. */
function StatusAction({ request }: { request: SupportRequest }) {
  const { supportRequests } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const queryClient = useQueryClient();
  const closing = request.status === 'open';
  const change = useMutation({
    mutationFn: () => supportRequests.setStatus(request.id, closing ? 'closed' : 'open'),
    onSuccess: async (changed) => {
      queryClient.setQueryData(
        supportRequestQuery(supportRequests, tenantId, changed.id).queryKey,
        changed,
      );
      showSuccess(changed.status === 'closed' ? M.closed : M.reopened);
      await queryClient.invalidateQueries({ queryKey: supportRequestsKey(tenantId) });
    },
  });
  return (
    <Stack gap="sm">
      <ErrorAlert
        title={M.statusFailed}
        message={change.error === null ? null : apiErrorText(change.error)}
      />
      <Group justify="flex-end">
        <MutationButton mutation={change} variant={closing ? 'filled' : 'default'}>
          {closing ? M.closeRequest : M.reopenRequest}
        </MutationButton>
      </Group>
    </Stack>
  );
}

function RequestDetail({ summary }: { summary: SupportRequestSummary }) {
  const { supportRequests } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const detail = useQuery(supportRequestQuery(supportRequests, tenantId, summary.id));
  // The row was read with the list; the request itself says whether it is closed now.
  const status = detail.data?.status ?? summary.status;
  const closedAt = detail.data?.closedAt ?? null;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light" color={status === 'open' ? 'blue' : 'gray'}>
          {M.statuses[status]}
        </Badge>
        <Text size="sm" c="dimmed">
          {formatWhen(summary.createdAt)} · {summary.tenant.name}
          {closedAt === null ? null : ` · ${M.closedOn(formatWhen(closedAt))}`}
        </Text>
      </Group>
      <Field label={M.person}>
        {summary.name} · {summary.email}
      </Field>
      {detail.isPending ? (
        <Stack gap="xs" aria-busy>
          <Skeleton h={14} w="60%" />
          <Skeleton h={60} />
          <Skeleton h={14} w="80%" />
        </Stack>
      ) : detail.isError ? (
        <Alert color="red" title={M.loadFailed} role="alert">
          {apiErrorText(detail.error)}
        </Alert>
      ) : (
        <>
          <Field label={M.description}>{detail.data.description}</Field>
          <Field label={M.page}>{detail.data.contextUrl}</Field>
          <Field label={M.sessionId}>{detail.data.sessionId}</Field>
          <Field label={M.browser}>{detail.data.userAgent ?? M.unknownBrowser}</Field>
          <StatusAction request={detail.data} />
        </>
      )}
    </Stack>
  );
}

export function SupportRequestDialog({
  target,
  onClose,
}: {
  target: SupportRequestSummary | null;
  onClose: () => void;
}) {
  return (
    <TargetDialog
      target={target}
      onClose={onClose}
      title={target?.subject ?? ''}
      closeLabel={M.detailClose}
      size="lg"
    >
      {(summary) => <RequestDetail summary={summary} />}
    </TargetDialog>
  );
}

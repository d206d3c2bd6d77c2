// One support request in full: who asked, from which tenant and page, with which session and
// browser, and what they wrote.
import { Alert, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { SupportRequestSummary } from '@shared/support/support-requests';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiErrorText, useApi } from '../../../api';
import { useSession } from '../../../lib/session';
import { TargetDialog } from '../../../ui';
import { SUPPORT_REQUESTS_MESSAGES as M } from './messages';
import { supportRequestQuery } from './support-request-queries';

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

function RequestDetail({ summary }: { summary: SupportRequestSummary }) {
  const { supportRequests } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const detail = useQuery(supportRequestQuery(supportRequests, tenantId, summary.id));
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light" color={summary.status === 'open' ? 'blue' : 'gray'}>
          {M.statuses[summary.status]}
        </Badge>
        <Text size="sm" c="dimmed">
          {formatWhen(summary.createdAt)} · {summary.tenant.name}
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

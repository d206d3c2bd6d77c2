// QuickBooks (admin /admin/sales/quickbooks): the integration's state — export only, and how many
// items still need an account — the account mapping, and the export of daily totals as a
// journal for QuickBooks Desktop (IIF) or Online (CSV).
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { apiErrorText } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useShopTimeZone } from '../../../lib/reference-data';
import { useSession } from '../../../lib/session';
import { ErrorAlert } from '../../../ui';
import { AdminScreenHeader } from '../admin-screen-header';
import { AccountMappingForm } from './account-mapping-form';
import { JournalExport } from './journal-export';
import { QUICKBOOKS_MESSAGES as M } from './messages';
import { mappingQuery, useQuickbooksApi } from './quickbooks-api';

function Section({ title, children }: { title?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p="lg"
      {...(title === undefined ? {} : { 'aria-labelledby': titleId })}
    >
      <Stack gap="md">
        {title === undefined ? null : (
          <Title id={titleId} order={2} fz="lg">
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

export function QuickbooksPage() {
  useScreenPageTitle();
  const api = useQuickbooksApi();
  const tenantId = useSession()?.tenantId ?? '';
  const mapping = useQuery(mappingQuery(api, tenantId));
  // Days of all locations are the default location's.
  const timeZone = useShopTimeZone();

  if (mapping.isPending) {
    return (
      <Stack gap="lg" pb={40}>
        <AdminScreenHeader />
        <Skeleton height={120} radius="lg" aria-label={M.stateTitle} />
        <Skeleton height={360} radius="lg" />
      </Stack>
    );
  }
  if (mapping.isError) {
    return (
      <Stack gap="lg" pb={40}>
        <AdminScreenHeader />
        <ErrorAlert
          title={M.loadFailed}
          message={apiErrorText(mapping.error)}
          retry={{ label: M.retry, onClick: () => void mapping.refetch() }}
        />
      </Stack>
    );
  }
  const { data } = mapping;
  const unmapped = [
    ...Object.values(data.mapping.tenders),
    ...data.taxes.map((tax) => data.mapping.taxes[tax.id] ?? null),
    data.mapping.salesIncome,
    data.mapping.discounts,
    data.mapping.refunds,
    data.mapping.giftCardsSold,
  ].filter((accountId) => accountId === null).length;

  return (
    <Stack gap="lg" pb={40}>
      <AdminScreenHeader />
      <Section>
        <Group gap="sm">
          <Title order={2} fz="lg">
            {M.stateTitle}
          </Title>
          <Badge color="gray" variant="dot" tt="none">
            {M.exportOnly}
          </Badge>
          <Badge color={unmapped === 0 ? 'teal' : 'yellow'} variant="dot" tt="none">
            {unmapped === 0 ? M.mappingComplete : M.itemsToMap(unmapped)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {M.exportOnlyText}
        </Text>
      </Section>
      <Section title={M.mappingTitle}>
        <Text size="sm" c="dimmed">
          {M.mappingText}
        </Text>
        <AccountMappingForm data={data} />
      </Section>
      <Section>
        <JournalExport timeZone={timeZone} />
      </Section>
    </Stack>
  );
}

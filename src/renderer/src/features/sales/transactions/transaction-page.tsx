// /sales/transactions/:id: one sale as the back office reads it — where, when and by whom, its
// lines with options, discounts and tax, the payments and the change, its refunds or its void,
// and the receipt exactly as the station printed it (with a Print button); a refund from here by
// permission (refund-from-transaction.tsx).
import {
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconPrinter, IconReceiptOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { buildReceipt } from '@shared/sales/build-receipt';
import { formatMoney } from '@shared/sales/format-money';
import type { Sale } from '@shared/sales/sales';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { apiErrorText, isApiError } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useReferenceList } from '../../../lib/reference-data';
import { useCurrentUser, useSession } from '../../../lib/session';
import { ErrorAlert, PageStatusMessage, rightAligned, TableHeader } from '../../../ui';
import { transactionQuery, useTransactionsApi } from '../api/transactions';
import { ReceiptPaper } from '../salespoint/receipt-view';
import { TRANSACTION_MESSAGES as M } from './messages';
import { RefundFromTransaction } from './refund-from-transaction';
import { SaleStateBadge } from './sale-state-badge';
import { saleTime } from './sale-time';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function Lines({ sale }: { sale: Sale }) {
  const money = (minor: number) => formatMoney(minor, sale.currency);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs">
        <TableHeader
          columns={[
            M.item,
            ...[M.quantity, M.unitPrice, M.discount, M.tax, M.lineTotal].map(rightAligned),
          ]}
        />
        <Table.Tbody>
          {sale.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {line.variantName === null ? line.name : `${line.name}, ${line.variantName}`}
                </Text>
                {line.modifiers.length === 0 ? null : (
                  <Text size="xs" c="dimmed">
                    {line.modifiers.map((modifier) => modifier.name).join(', ')}
                  </Text>
                )}
                {line.giftCardCode === null ? null : (
                  <Text size="xs" c="dimmed">
                    {line.giftCardCode}
                  </Text>
                )}
                {line.refundedQuantity === 0 ? null : (
                  <Text size="xs" c="orange.8">
                    {M.refunded(line.refundedQuantity)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{money(line.unitPriceMinor)}</Table.Td>
              <Table.Td ta="right">
                {line.totals.lineDiscountMinor + line.totals.saleDiscountMinor === 0
                  ? '—'
                  : `−${money(line.totals.lineDiscountMinor + line.totals.saleDiscountMinor)}`}
              </Table.Td>
              <Table.Td ta="right">{money(line.totals.taxMinor)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {money(line.totals.totalMinor)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Totals({ sale, timeZone }: { sale: Sale; timeZone: string | undefined }) {
  const money = (minor: number) => formatMoney(minor, sale.currency);
  const row = (label: string, value: string, strong = false) => (
    <Group justify="space-between" key={label}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4}>
      {row(M.subtotal, money(sale.subtotalMinor))}
      {sale.discountMinor === 0 ? null : row(M.discounts, `−${money(sale.discountMinor)}`)}
      {row(M.tax, money(sale.taxMinor))}
      {row(M.total, money(sale.totalMinor), true)}
      <Title order={3} fz="sm" mt="sm">
        {M.payments}
      </Title>
      {sale.tenders.map((tender) =>
        row(
          [
            M.tenderKinds[tender.kind],
            tender.cardLast4 === null ? null : M.cardEnding(tender.cardLast4),
            tender.giftCardCode,
          ]
            .filter((part) => part !== null)
            .join(' '),
          money(tender.amountMinor),
        ),
      )}
      {sale.changeMinor === 0 ? null : row(M.change, money(sale.changeMinor))}
      {sale.refunds.length === 0 ? null : (
        <>
          <Title order={3} fz="sm" mt="sm">
            {M.refunds}
          </Title>
          {sale.refunds.map((refund) =>
            row(
              M.refundLine(refund.receiptNumber, saleTime(refund.createdAt, timeZone, 'short')),
              `−${money(refund.totalMinor)}`,
            ),
          )}
        </>
      )}
    </Stack>
  );
}

export function TransactionPage() {
  useScreenPageTitle();
  const { id = '' } = useParams();
  const tenantId = useSession()?.tenantId ?? '';
  const { tenant } = useCurrentUser();
  const api = useTransactionsApi();
  const locations = useReferenceList('coreLocations');
  const query = useQuery(transactionQuery(api, tenantId, id));

  const back = (
    <Anchor component={Link} to="/sales/transactions" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {M.back}
      </Group>
    </Anchor>
  );

  if (query.isPending) {
    return (
      <Stack gap="md" p={{ base: 'sm', md: 'lg' }} aria-busy="true">
        {back}
        <VisuallyHidden role="status">{M.loading}</VisuallyHidden>
        <Skeleton height={36} width={280} />
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <Stack p={{ base: 'sm', md: 'lg' }}>
          {back}
          <PageStatusMessage icon={IconReceiptOff} title={M.notFound} />
        </Stack>
      );
    }
    return (
      <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
        {back}
        <ErrorAlert
          title={M.failed}
          message={apiErrorText(query.error)}
          retry={{ label: M.tryAgain, onClick: () => void query.refetch() }}
        />
      </Stack>
    );
  }

  const sale = query.data;
  const location = locations.get(sale.locationId);
  const receipt = buildReceipt(sale, {
    tenantName: tenant?.name ?? '',
    locationName: sale.locationName,
    address: location?.address ?? '',
    timeZone: location?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  });

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      {back}
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={1} fz="h2">
            {M.receipt} {sale.receiptNumber}
          </Title>
          <SaleStateBadge state={sale.state} />
        </Group>
        <Group gap="md">
          <RefundFromTransaction sale={sale} tenantId={tenantId} />
          <Text fz={28} fw={700}>
            {formatMoney(sale.totalMinor, sale.currency)}
          </Text>
        </Group>
      </Group>
      {sale.voidReason === null ? null : <Text c="dimmed">{M.voidedBecause(sale.voidReason)}</Text>}
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
          <Fact label={M.when}>{saleTime(sale.capturedAt, location?.timeZone, 'full')}</Fact>
          <Fact label={M.location}>{sale.locationName}</Fact>
          <Fact label={M.station}>{sale.installName ?? M.browser}</Fact>
          <Fact label={M.staff}>{sale.staff.name}</Fact>
          <Fact label={M.customer}>{sale.customer?.name || '—'}</Fact>
        </SimpleGrid>
      </Card>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card withBorder radius="md" component="section" aria-labelledby="sale-lines">
            <Title order={2} fz="md" id="sale-lines" mb="xs">
              {M.lines}
            </Title>
            <Lines sale={sale} />
            <Totals sale={sale} timeZone={location?.timeZone} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="xs" component="section" aria-labelledby="sale-receipt">
            <Group justify="space-between">
              <Title order={2} fz="md" id="sale-receipt">
                {M.printedReceipt}
              </Title>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPrinter size={14} aria-hidden />}
                onClick={() => {
                  window.print();
                }}
              >
                {M.print}
              </Button>
            </Group>
            <ReceiptPaper document={receipt} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

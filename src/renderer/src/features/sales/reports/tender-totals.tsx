// What each kind of payment brought in over the range, with its share of the total collected.
import { Card, Progress, Table, Text, Title } from '@mantine/core';
import type { SalesSummary } from '@shared/sales/reports';
import { rightAligned, TableHeader } from '../../../ui';
import type { Money } from '../salespoint/money';
import { REPORT_MESSAGES as M } from './messages';
import classes from './reports.module.css';

export function TenderTotals({ summary, money }: { summary: SalesSummary; money: Money }) {
  const total = summary.tenders.reduce((sum, tender) => sum + tender.amountMinor, 0);
  const count = new Intl.NumberFormat();
  const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="report-tenders">
      <Title order={2} fz="md" id="report-tenders" mb="xs">
        {M.tenders}
      </Title>
      <Table verticalSpacing="xs" striped={false}>
        <TableHeader
          columns={[
            M.tender,
            rightAligned(M.payments),
            rightAligned(M.amount),
            { label: M.share, width: '30%' },
          ]}
        />
        <Table.Tbody>
          {summary.tenders.map((tender) => {
            const share = total <= 0 ? 0 : Math.max(0, tender.amountMinor / total);
            return (
              <Table.Tr key={tender.kind}>
                <Table.Td>{M.tenderKinds[tender.kind]}</Table.Td>
                <Table.Td ta="right">{count.format(tender.count)}</Table.Td>
                <Table.Td ta="right" className={classes.amount}>
                  {money(tender.amountMinor)}
                </Table.Td>
                <Table.Td>
                  <Progress
                    value={share * 100}
                    size="lg"
                    aria-label={`${M.tenderKinds[tender.kind]}: ${percent.format(share)}`}
                  />
                  <Text size="xs" c="dimmed">
                    {percent.format(share)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

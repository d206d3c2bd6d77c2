// One breakdown of the report (by hour, day, product, category, staff, station or location): a
// bar chart of net sales and the table of every figure, exportable as CSV. Times run in order,
// charted beside the previous period; everything else is ranked by net sales.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Card, Group, Skeleton, Table, Tabs, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  previousPeriodOf,
  REPORT_GROUPINGS,
  type BreakdownRow,
  type ReportGrouping,
  type SalesBreakdown,
} from '@shared/sales/reports';
import { minorDigits } from '@shared/sales/format-money';
import { apiErrorText } from '../../../api';
import { saveCsv } from '../../../lib/save-file';
import { ErrorAlert, rightAligned, showSuccess, TableHeader } from '../../../ui';
import { breakdownQuery, useReportsApi, type ReportRange } from '../api/reports';
import type { Money } from '../salespoint/money';
import { REPORT_MESSAGES as M } from './messages';
import classes from './reports.module.css';
import { comparedPoints } from './comparison';
import { breakdownCsv } from './report-csv';

const IN_TIME_ORDER: ReadonlySet<ReportGrouping> = new Set(['hour', 'day']);
/** Bars beyond these are in the table only. */
const CHART_BARS = 15;

const COLUMNS = [
  'grossMinor',
  'discountsMinor',
  'refundsMinor',
  'netMinor',
  'taxMinor',
  'collectedMinor',
] as const;

const DAY = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const dayName = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** A row's name on screen: days spelt out; the CSV keeps the ISO day. */
function displayLabel(by: ReportGrouping, row: BreakdownRow): string {
  return by === 'day' && row.key !== null ? dayName(row.key) : row.label;
}

function ordered(breakdown: SalesBreakdown): BreakdownRow[] {
  const rows = breakdown.rows.map((row) => ({
    ...row,
    label: row.label === '' ? M.none[breakdown.by] : row.label,
  }));
  return IN_TIME_ORDER.has(breakdown.by) ? rows : rows.sort((a, b) => b.netMinor - a.netMinor);
}

function BreakdownTable({
  by,
  rows,
  money,
}: {
  by: ReportGrouping;
  rows: BreakdownRow[];
  money: Money;
}) {
  const count = new Intl.NumberFormat();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <TableHeader
          columns={[
            M.groupColumn[by],
            ...[M.salesCount, ...COLUMNS.map((column) => M.figures[column])].map(rightAligned),
          ]}
        />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key ?? 'none'}>
              <Table.Td>{displayLabel(by, row)}</Table.Td>
              <Table.Td ta="right">{count.format(row.count)}</Table.Td>
              {COLUMNS.map((column) => (
                <Table.Td key={column} ta="right" className={classes.amount}>
                  {money(row[column])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function BreakdownBody({
  range,
  tenantId,
  by,
  money,
}: {
  range: ReportRange;
  tenantId: string;
  by: ReportGrouping;
  money: Money;
}) {
  const api = useReportsApi();
  const query = useQuery(breakdownQuery(api, tenantId, range, by));
  // Times are charted beside the period before.
  const inTime = IN_TIME_ORDER.has(by);
  const previous = useQuery({
    ...breakdownQuery(api, tenantId, { ...range, ...previousPeriodOf(range) }, by),
    enabled: inTime,
  });
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <Skeleton height={220} radius="md" mb="sm" />
        <Skeleton height={120} radius="md" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorAlert
        title={M.failed}
        message={apiErrorText(query.error)}
        retry={{ label: M.tryAgain, onClick: () => void query.refetch() }}
      />
    );
  }
  const breakdown = query.data;
  const rows = ordered(breakdown);
  if (rows.length === 0) {
    return (
      <Text c="dimmed" py="lg" ta="center">
        {M.noRows}
      </Text>
    );
  }
  const unit = 10 ** minorDigits(breakdown.currency);
  const chartRows =
    inTime && previous.data !== undefined
      ? comparedPoints(breakdown, previous.data).map((point) => ({
          label: by === 'day' ? dayName(point.key) : `${point.key}:00`,
          net: point.netMinor / unit,
          previous: point.previousNetMinor / unit,
        }))
      : (inTime ? rows : rows.slice(0, CHART_BARS)).map((row) => ({
          label: displayLabel(by, row),
          net: row.netMinor / unit,
        }));
  const save = () => {
    const name = `sales-${by}-${range.from}-to-${range.to}.csv`;
    saveCsv(breakdownCsv({ ...breakdown, rows }, M.groupColumn[by]), name);
    showSuccess(M.exported(name));
  };
  return (
    <>
      <Group justify="flex-end" mb="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={save}
        >
          {M.exportBreakdown}
        </Button>
      </Group>
      <BarChart
        h={240}
        data={chartRows}
        dataKey="label"
        series={[
          { name: 'net', label: M.figures.netMinor, color: 'teal.6' },
          ...(inTime ? [{ name: 'previous', label: M.previousPeriod, color: 'gray.5' }] : []),
        ]}
        withLegend={inTime}
        valueFormatter={(value) => money(Math.round(value * unit))}
        tickLine="y"
        gridAxis="y"
        role="img"
        aria-label={M.chartOf(M.groupings[by])}
        mb="md"
      />
      <BreakdownTable by={by} rows={rows} money={money} />
    </>
  );
}

export function BreakdownPanel({
  range,
  tenantId,
  by,
  onBy,
  money,
}: {
  range: ReportRange;
  tenantId: string;
  by: ReportGrouping;
  onBy: (by: ReportGrouping) => void;
  money: Money;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={M.breakdown}>
      <Tabs
        value={by}
        onChange={(value) => {
          const next = REPORT_GROUPINGS.find((grouping) => grouping === value);
          if (next !== undefined) onBy(next);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="sm">
          {REPORT_GROUPINGS.map((grouping) => (
            <Tabs.Tab key={grouping} value={grouping}>
              {M.groupings[grouping]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {REPORT_GROUPINGS.map((grouping) => (
          <Tabs.Panel key={grouping} value={grouping}>
            <BreakdownBody range={range} tenantId={tenantId} by={grouping} money={money} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}

// The report's cash-drawer sessions: every drawer opened in the range with who opened and closed
// it, when, its float, paid in and out, no-sale opens, and what was expected against what was
// counted (over or short), as the station's Z report counts them; exportable as CSV.
import { Button, Card, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DrawerSessionRow } from '@shared/sales/reports';
import { apiErrorText } from '../../../api';
import { saveCsv } from '../../../lib/save-file';
import { ErrorAlert, rightAligned, showSuccess, TableHeader } from '../../../ui';
import { drawersQuery, useReportsApi, type ReportRange } from '../api/reports';
import type { Money } from '../salespoint/money';
import { REPORT_MESSAGES as M } from './messages';
import { drawerSessionsCsv } from './report-csv';
import classes from './reports.module.css';
// The till's close-drawer colours: 4.5:1 on both schemes.
import overShort from '../salespoint/drawer/over-short.module.css';

const C = M.drawers.columns;
/** The table's columns: the people and times to the left, the amounts to the right. */
const HEADERS = [
  C.station,
  C.openedBy,
  C.openedAt,
  C.closedBy,
  C.closedAt,
  ...[C.float, C.paidIn, C.paidOut, C.noSales, C.expected, C.counted, C.overShort].map(
    rightAligned,
  ),
];

function OverShort({ amountMinor, money }: { amountMinor: number | null; money: Money }) {
  if (amountMinor === null) return <Text span>—</Text>;
  if (amountMinor === 0) return <Text span>{M.drawers.even}</Text>;
  return (
    <Text span className={amountMinor < 0 ? overShort.short : overShort.over} fw={600}>
      {amountMinor < 0 ? M.drawers.short(money(-amountMinor)) : M.drawers.over(money(amountMinor))}
    </Text>
  );
}

function SessionRow({
  session,
  money,
  time,
}: {
  session: DrawerSessionRow;
  money: Money;
  time: (iso: string) => string;
}) {
  const amount = (value: number | null) => (
    <Table.Td ta="right" className={classes.amount}>
      {value === null ? '—' : money(value)}
    </Table.Td>
  );
  return (
    <Table.Tr>
      <Table.Td>{session.stationName}</Table.Td>
      <Table.Td>{session.openedBy}</Table.Td>
      <Table.Td>{time(session.openedAt)}</Table.Td>
      <Table.Td>{session.closedBy ?? M.drawers.stillOpen}</Table.Td>
      <Table.Td>{session.closedAt === null ? '—' : time(session.closedAt)}</Table.Td>
      {amount(session.floatMinor)}
      {amount(session.paidInMinor)}
      {amount(session.paidOutMinor)}
      <Table.Td ta="right">{session.noSaleCount}</Table.Td>
      {amount(session.expectedMinor)}
      {amount(session.countedMinor)}
      <Table.Td ta="right">
        <OverShort amountMinor={session.overShortMinor} money={money} />
      </Table.Td>
    </Table.Tr>
  );
}

export function DrawerSessions({
  range,
  tenantId,
  money,
}: {
  range: ReportRange;
  tenantId: string;
  money: Money;
}) {
  const api = useReportsApi();
  const query = useQuery(drawersQuery(api, tenantId, range));
  const save = () => {
    if (query.data === undefined) return;
    const name = `cash-drawers-${range.from}-to-${range.to}.csv`;
    saveCsv(drawerSessionsCsv(query.data), name);
    showSuccess(M.exported(name));
  };
  const body = () => {
    if (query.isPending) return <Skeleton height={120} radius="md" aria-busy="true" />;
    if (query.isError) {
      return (
        <ErrorAlert
          title={M.drawers.failed}
          message={apiErrorText(query.error)}
          retry={{ label: M.tryAgain, onClick: () => void query.refetch() }}
        />
      );
    }
    const { sessions, timeZone, truncated } = query.data;
    if (sessions.length === 0) {
      return (
        <Text c="dimmed" py="lg" ta="center">
          {M.drawers.empty}
        </Text>
      );
    }
    const format = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    });
    const time = (iso: string) => format.format(new Date(iso));
    return (
      <>
        {truncated ? (
          <Text size="sm" c="dimmed" mb="xs">
            {M.drawers.truncated(sessions.length)}
          </Text>
        ) : null}
        <Table.ScrollContainer minWidth={1100}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <TableHeader columns={HEADERS} />
            <Table.Tbody>
              {sessions.map((session) => (
                <SessionRow key={session.id} session={session} money={money} time={time} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </>
    );
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={M.drawers.title}>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="h4">
          {M.drawers.title}
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          disabled={query.data === undefined || query.data.sessions.length === 0}
          onClick={save}
        >
          {M.drawers.export}
        </Button>
      </Group>
      {body()}
    </Card>
  );
}

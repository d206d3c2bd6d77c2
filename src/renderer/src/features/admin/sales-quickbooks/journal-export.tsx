// The export of daily totals: a range of the shop's days, the journal the server builds for it
// (what blocks it, or each day's entry with its debits and credits), and the IIF and CSV
// downloads of the same journal.
import { Alert, Button, Group, List, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '@shared/sales/format-money';
import type { JournalEntry, JournalFormat } from '@shared/sales/quickbooks';
import { apiErrorText } from '../../../api';
import { saveFile } from '../../../lib/save-file';
import { useSession } from '../../../lib/session';
import { ErrorAlert, rightAligned, showSuccess, TableHeader } from '../../../ui';
import { DayRangeInput } from '../../../ui/day-range-input';
import { QUICKBOOKS_MESSAGES as M } from './messages';
import {
  exportFileName,
  journalQuery,
  useQuickbooksApi,
  type JournalRange,
} from './quickbooks-api';

const DAY_LABEL = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** The date (YYYY-MM-DD) `daysAgo` days before now in the shop's time zone. */
function shopDay(timeZone: string, daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(Date.now() - daysAgo * 86_400_000);
}

function EntryTable({ entry, currency }: { entry: JournalEntry; currency: string }) {
  const money = (minor: number) => formatMoney(minor, currency);
  const debits = entry.lines.reduce((sum, line) => sum + Math.max(line.amountMinor, 0), 0);
  const title = M.entryTitle(entry.number, DAY_LABEL.format(new Date(`${entry.date}T00:00:00Z`)));
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder captionSide="top" aria-label={title}>
        <Table.Caption>{title}</Table.Caption>
        <TableHeader
          columns={[
            M.columns.account,
            rightAligned(M.columns.debit),
            rightAligned(M.columns.credit),
            M.columns.memo,
          ]}
        />
        <Table.Tbody>
          {entry.lines.map((line) => (
            <Table.Tr key={line.item}>
              <Table.Td>{`${line.accountCode} · ${line.accountName}`}</Table.Td>
              <Table.Td ta="right">{line.amountMinor > 0 ? money(line.amountMinor) : ''}</Table.Td>
              <Table.Td ta="right">{line.amountMinor < 0 ? money(-line.amountMinor) : ''}</Table.Td>
              <Table.Td>{line.memo}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{M.total}</Table.Th>
            <Table.Th ta="right">{money(debits)}</Table.Th>
            <Table.Th ta="right">{money(debits)}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

export function JournalExport({ timeZone }: { timeZone: string }) {
  const api = useQuickbooksApi();
  const tenantId = useSession()?.tenantId ?? '';
  // Yesterday, the last whole day, is the usual one to book; nothing after today can be.
  const [today] = useState(() => shopDay(timeZone, 0));
  const [range, setRange] = useState<JournalRange>(() => {
    const yesterday = shopDay(timeZone, 1);
    return { from: yesterday, to: yesterday };
  });
  const journal = useQuery(journalQuery(api, tenantId, range));
  const download = useMutation({
    mutationFn: async (format: JournalFormat) => {
      const name = exportFileName(range, format);
      saveFile(await api.exportFile(range, format), name);
      return name;
    },
    onSuccess: (name) => {
      showSuccess(M.downloaded(name));
    },
  });

  let preview;
  if (journal.isPending) {
    preview = <Skeleton height={220} radius="md" />;
  } else if (journal.isError) {
    preview = (
      <ErrorAlert
        title={M.journalFailed}
        message={apiErrorText(journal.error)}
        retry={{ label: M.retry, onClick: () => void journal.refetch() }}
      />
    );
  } else if (journal.data.problems.length > 0) {
    preview = (
      // The title as body text: the alert's coloured title is too faint on its background.
      <Alert color="orange" variant="light">
        <Text size="sm" fw={700} mb={4}>
          {M.blocked}
        </Text>
        <List size="sm" spacing={2}>
          {journal.data.problems.map((problem) => (
            <List.Item key={problem.item}>{problem.message}</List.Item>
          ))}
        </List>
      </Alert>
    );
  } else if (journal.data.entries.length === 0) {
    preview = (
      <Text size="sm" c="dimmed" role="status">
        {M.nothingSold}
      </Text>
    );
  } else {
    const { currency } = journal.data;
    preview = journal.data.entries.map((entry) => (
      <EntryTable key={entry.number} entry={entry} currency={currency} />
    ));
  }
  const ready =
    journal.data !== undefined &&
    journal.data.problems.length === 0 &&
    journal.data.entries.length > 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} maw={560}>
          <Title order={2} fz="lg">
            {M.exportTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {M.exportText}
          </Text>
        </Stack>
        <DayRangeInput label={M.range} value={range} maxDate={today} onChange={setRange} />
      </Group>
      {preview}
      <ErrorAlert
        title={M.downloadFailed}
        message={download.isError ? apiErrorText(download.error) : null}
      />
      <Group gap="sm">
        {(['csv', 'iif'] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={!ready}
            loading={download.isPending && download.variables === format}
            onClick={() => {
              download.mutate(format);
            }}
          >
            {format === 'csv' ? M.downloadCsv : M.downloadIif}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

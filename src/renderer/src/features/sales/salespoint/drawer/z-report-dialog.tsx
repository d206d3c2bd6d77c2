// The end-of-day (Z) report of the drawer just closed, on screen section by section, with Print:
// on the station's receipt printer as a slip, else through the system's print.
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { DrawerReport } from '@shared/sales/drawers';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import { apiErrorText } from '../../../../api';
import { ErrorAlert } from '../../../../ui';
import { QueryError } from './query-error';
import classes from './z-report.module.css';
import { drawerReportQuery, type DrawersApi } from '../../api/drawers';
import { DRAWER_MESSAGES as M } from '../../messages';
import type { Money } from '../money';
import { DrawerDialog } from './drawer-dialog';
import { useStationPrinter } from './station-printer';
import {
  dateTimeText,
  zReportDocument,
  zReportSections,
  type ReportSection,
  type ZReportContext,
} from './z-report';

export interface ZReportDialogProps {
  /** The closed drawer's id; null: the dialog is shut. */
  drawerId: string | null;
  tenantId: string;
  api: DrawersApi;
  money: Money;
  context: ZReportContext;
  onClose: () => void;
}

export function ZReportDialog(props: ZReportDialogProps) {
  return (
    <DrawerDialog of={props.drawerId} title={() => M.reportTitle} size="xl" onClose={props.onClose}>
      {(of) => <ZReport {...props} drawerId={of} />}
    </DrawerDialog>
  );
}

function SectionTable({ section }: { section: ReportSection }) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={section.title}>
      <Title order={3} fz="md" mb={4}>
        {section.title}
      </Title>
      <Table verticalSpacing={4} fz="md">
        <Table.Tbody>
          {section.rows.map((row) => (
            <Table.Tr key={row.label} fw={row.bold === true ? 700 : 400}>
              <Table.Th scope="row" fw="inherit">
                {row.label}
              </Table.Th>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {row.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** Sales and tenders beside cash and the rest: two columns of about the same height. */
function columns(sections: ReportSection[]): ReportSection[][] {
  const middle = Math.ceil(sections.length / 2);
  return [sections.slice(0, middle), sections.slice(middle)];
}

function ReportFigures({
  report,
  money,
  context,
}: {
  report: DrawerReport;
  money: Money;
  context: ZReportContext;
}) {
  const { drawer } = report;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {[
          context.locationName,
          M.openedBy(drawer.openedBy.name),
          M.openedAt(dateTimeText(drawer.openedAt, context.timeZone)),
          ...(drawer.closedAt === null
            ? []
            : [M.closedAt(dateTimeText(drawer.closedAt, context.timeZone))]),
        ].join(' · ')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {columns(zReportSections(report, money)).map((column) => (
          <Stack key={column[0]?.title} gap="sm">
            {column.map((section) => (
              <SectionTable key={section.title} section={section} />
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ZReport({
  drawerId,
  tenantId,
  api,
  money,
  context,
  onClose,
}: ZReportDialogProps & { drawerId: string }) {
  const report = useQuery(drawerReportQuery(api, tenantId, drawerId));
  const printer = useStationPrinter();
  const print = useMutation({ mutationFn: printer.print });

  if (report.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={M.reportLoading}>
        <Skeleton height={24} width="40%" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={160} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (report.isError) {
    return <QueryError title={M.reportFailed} query={report} />;
  }
  return (
    <Stack gap="sm">
      <ReportFigures report={report.data} money={money} context={context} />
      {/* The system's print (no receipt printer) prints this copy, outside the dialog's frame. */}
      {createPortal(
        <div className={classes.printed}>
          <Text fw={700}>{`${context.tenantName} · ${M.reportTitle}`}</Text>
          <ReportFigures report={report.data} money={money} context={context} />
        </div>,
        document.body,
      )}
      <ErrorAlert
        title={M.printFailed}
        message={print.isError ? apiErrorText(print.error) : null}
      />
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          size="md"
          leftSection={<IconPrinter size={18} aria-hidden />}
          loading={print.isPending}
          onClick={() => {
            print.mutate(zReportDocument(report.data, money, context));
          }}
        >
          {M.print}
        </Button>
        <Button size="md" onClick={onClose} data-autofocus>
          {M.done}
        </Button>
      </Group>
    </Stack>
  );
}

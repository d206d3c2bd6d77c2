// The validation report: one line per row of the file with what the import does with it and,
// for an error, what is wrong with each cell; error rows stand out.
import { Badge, List, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { ImportAction, ImportRowReport } from '@shared/sales/products-import';
import { ScrollTable } from './dialog-parts';
import { PRODUCTS_IMPORT_MESSAGES as M } from './messages';
import classes from './import-report-table.module.css';

const ACTION_COLORS: Readonly<Record<ImportAction, string>> = {
  create: 'teal',
  update: 'blue',
  unchanged: 'gray',
  error: 'red',
};

const REPORT_COLUMNS = [
  { label: M.row, width: 70 },
  { label: M.product },
  { label: M.action, width: 130 },
  { label: M.problems },
];

function RowDetails({ report }: { report: ImportRowReport }) {
  const lines = [
    ...report.problems.map((problem) => M.rowProblem(problem.column, problem.message)),
    ...report.notes,
  ];
  if (lines.length === 0) return null;
  return (
    <List size="sm" spacing={2}>
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}

export function ImportReportTable({ rows }: { rows: readonly ImportRowReport[] }) {
  const hasErrors = rows.some((row) => row.action === 'error');
  const [onlyErrors, setOnlyErrors] = useState(false);
  const shown = onlyErrors ? rows.filter((row) => row.action === 'error') : rows;
  return (
    <>
      {hasErrors && (
        <Switch
          label={M.onlyProblems}
          checked={onlyErrors}
          onChange={(event) => {
            setOnlyErrors(event.currentTarget.checked);
          }}
        />
      )}
      <ScrollTable label={M.reportCaption} columns={REPORT_COLUMNS} minWidth={640} maxHeight={480}>
        {shown.map((report) => (
          <Table.Tr
            key={report.row}
            className={report.action === 'error' ? classes.errorRow : undefined}
            data-action={report.action}
          >
            <Table.Td>{report.row}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={500}>
                {report.name}
              </Text>
              {report.variant !== null && (
                <Text size="xs" c="dimmed">
                  {report.variant}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Badge color={ACTION_COLORS[report.action]} variant="dot" tt="none">
                {M.actions[report.action]}
              </Badge>
            </Table.Td>
            <Table.Td>
              <RowDetails report={report} />
            </Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
    </>
  );
}

// The products import (/sales/config/products/import, productsEdit): choose or drop a CSV file,
// read the server's row-by-row report (nothing is written yet), accept it, see what was done.
// The accept sends the report's token: if the catalogue or the file changed meanwhile the server
// refuses and the file is checked again.
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  Stack,
  Stepper,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCheck, IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import type { ImportReport, ImportResult } from '@shared/sales/products-import';
import { apiErrorText, UserFacingError } from '../../../../api';
import { useScreenPageTitle } from '../../../../lib/page-title';
import { useSession } from '../../../../lib/session';
import { ErrorAlert, ScreenTitleBar } from '../../../../ui';
import { useProductsImportApi } from '../../api/products-import';
import { ActionButtons } from './dialog-parts';
import { ImportReportTable } from './import-report-table';
import { PRODUCTS_IMPORT_MESSAGES as M } from './messages';
import { ExportProductsButton } from './products-import-export';
import { refreshProducts } from './refresh-products';

const PRODUCTS_PATH = '/sales/config/products';

interface CheckedFile {
  name: string;
  csv: string;
  report: ImportReport;
}

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

function FileStep({ onChecked }: { onChecked: (checked: CheckedFile) => void }) {
  const api = useProductsImportApi();
  const [dragging, setDragging] = useState(false);
  const check = useMutation({
    mutationFn: async (file: File) => {
      if (!isCsv(file)) throw new UserFacingError(M.notCsv);
      const csv = await file.text();
      return { name: file.name, csv, report: await api.validate(csv) };
    },
    onSuccess: onChecked,
  });
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file !== undefined) check.mutate(file);
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={720}>
        {M.formatHelp}
      </Text>
      <Paper
        withBorder
        p="lg"
        radius="md"
        bg={dragging ? 'var(--mantine-color-blue-light)' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
      >
        <Stack gap="sm" align="flex-start">
          <FileInput
            label={M.fileLabel}
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            w={{ base: '100%', sm: 420 }}
            disabled={check.isPending}
            onChange={(file) => {
              if (file !== null) check.mutate(file);
            }}
          />
          <Text size="sm" c="dimmed">
            {check.isPending ? M.checking : M.dropHere}
          </Text>
        </Stack>
      </Paper>
      {check.isError && <ErrorAlert title={M.checkFailed} message={apiErrorText(check.error)} />}
    </Stack>
  );
}

function ReviewStep({
  checked,
  onBack,
  onDone,
}: {
  checked: CheckedFile;
  onBack: () => void;
  onDone: (result: ImportResult) => void;
}) {
  const api = useProductsImportApi();
  const queryClient = useQueryClient();
  const tenantId = useSession()?.tenantId ?? '';
  const [skipErrorRows, setSkipErrorRows] = useState(false);
  const { report } = checked;
  const accept = useMutation({
    mutationFn: () => api.accept({ csv: checked.csv, token: report.token, skipErrorRows }),
    onSuccess: async (result) => {
      await refreshProducts(queryClient, tenantId);
      onDone(result);
    },
  });
  const errors = report.counts.error;
  const toWrite = report.counts.create + report.counts.update;
  const blocked = toWrite === 0 || (errors > 0 && !skipErrorRows);
  return (
    <Stack gap="md">
      <Text size="sm">{M.fileName(checked.name)}</Text>
      <Text fw={600} aria-label={M.countsLabel} data-testid="import-counts">
        {M.counts(report.counts)}
      </Text>
      {report.newCategories.length > 0 && (
        <Text size="sm">{M.newCategories(report.newCategories)}</Text>
      )}
      <ImportReportTable rows={report.rows} />
      {errors > 0 && (
        <Checkbox
          label={M.skipErrorRows}
          description={M.skipErrorRowsHint}
          checked={skipErrorRows}
          onChange={(event) => {
            setSkipErrorRows(event.currentTarget.checked);
          }}
        />
      )}
      {errors > 0 && !skipErrorRows && (
        <Alert color="red" variant="light">
          {M.fixFirst}
        </Alert>
      )}
      {toWrite === 0 && errors === 0 && <Alert variant="light">{M.nothingToWrite}</Alert>}
      {accept.isError && <ErrorAlert title={M.acceptFailed} message={apiErrorText(accept.error)} />}
      <ActionButtons
        back={{ label: M.chooseAnother, onClick: onBack }}
        go={{
          label: M.accept,
          disabled: blocked,
          loading: accept.isPending,
          onClick: () => {
            accept.mutate();
          },
        }}
      />
    </Stack>
  );
}

function DoneStep({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  return (
    <Stack gap="md" align="flex-start">
      <Group gap="sm">
        <ThemeIcon color="teal" radius="xl" size="lg" aria-hidden>
          <IconCheck size={18} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {M.doneTitle}
        </Title>
      </Group>
      <Text>{M.doneSummary(result)}</Text>
      <Group gap="sm">
        <Button variant="default" onClick={onAgain}>
          {M.importAnother}
        </Button>
        <Button component={Link} to={PRODUCTS_PATH}>
          {M.backToProducts}
        </Button>
      </Group>
    </Stack>
  );
}

export function ProductsImportPage() {
  useScreenPageTitle();
  const [checked, setChecked] = useState<CheckedFile | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  // Past the last step Mantine shows Stepper.Completed: the done summary.
  const step = result !== null ? 3 : checked !== null ? 1 : 0;
  const restart = () => {
    setChecked(null);
    setResult(null);
  };
  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <Anchor component={Link} to={PRODUCTS_PATH} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {M.backToProducts}
        </Group>
      </Anchor>
      <ScreenTitleBar title={M.title} align="end">
        <ExportProductsButton />
      </ScreenTitleBar>
      <Stepper active={step} allowNextStepsSelect={false} size="sm">
        <Stepper.Step label={M.steps.file} description={M.stepDescriptions.file}>
          <FileStep onChecked={setChecked} />
        </Stepper.Step>
        <Stepper.Step label={M.steps.review} description={M.stepDescriptions.review}>
          {checked !== null && <ReviewStep checked={checked} onBack={restart} onDone={setResult} />}
        </Stepper.Step>
        <Stepper.Step label={M.steps.done} description={M.stepDescriptions.done} />
        <Stepper.Completed>
          {result !== null && <DoneStep result={result} onAgain={restart} />}
        </Stepper.Completed>
      </Stepper>
    </Stack>
  );
}

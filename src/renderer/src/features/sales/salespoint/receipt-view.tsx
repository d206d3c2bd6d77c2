// After payment: the change due in large type, the receipt as the printer gets it (its blocks
// drawn on screen), Print — the station's receipt printer, else the system's print of this
// receipt — and New sale.
import { Alert, Button, Divider, Group, Kbd, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCloudUpload, IconPrinter, IconReceipt } from '@tabler/icons-react';
import type { ReceiptBlock, ReceiptDocument } from '@shared/sales/receipt';
import { Fragment } from 'react';
import { ErrorAlert } from '../../../ui';
import { POS_MESSAGES as M } from '../messages';
import type { Money } from './money';
import classes from './salespoint.module.css';

function Block({ block }: { block: ReceiptBlock }) {
  switch (block.kind) {
    case 'logo':
      return (
        <Group justify="center">
          <IconReceipt size={28} aria-hidden />
        </Group>
      );
    case 'title':
      return (
        <Text ta="center" fw={800} fz="lg" ff="inherit">
          {block.text}
        </Text>
      );
    case 'text':
      return (
        <Text
          ta={block.align === 'center' ? 'center' : 'left'}
          fw={block.bold === true ? 700 : 400}
          ff="inherit"
          fz="inherit"
          style={{ whiteSpace: 'pre-wrap' }}
        >
          {block.text}
        </Text>
      );
    case 'row':
      return (
        <Group justify="space-between" gap="xs" wrap="nowrap" fw={block.bold === true ? 700 : 400}>
          <Text ff="inherit" fz="inherit" fw="inherit" style={{ whiteSpace: 'pre-wrap' }}>
            {block.left}
          </Text>
          <Text ff="inherit" fz="inherit" fw="inherit">
            {block.right}
          </Text>
        </Group>
      );
    case 'rule':
      return <Divider variant="dashed" my={4} />;
    case 'barcode':
      return (
        <Text ta="center" ff="inherit" fz="xs" c="dimmed">
          {`|| ${block.data} ||`}
        </Text>
      );
  }
}

export function ReceiptPaper({ document }: { document: ReceiptDocument }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.receipt}
      aria-label={M.receipt}
      component="section"
    >
      <Stack gap={2}>
        {document.blocks.map((block, position) => (
          <Fragment key={position}>
            <Block block={block} />
          </Fragment>
        ))}
      </Stack>
    </Paper>
  );
}

export interface ReceiptViewProps {
  document: ReceiptDocument;
  /** Kept on the station until it is back online: said above the receipt. */
  queued: boolean;
  changeMinor: number;
  paidInCash: boolean;
  money: Money;
  printing: boolean;
  printError: string | null;
  onPrint: () => void;
  onNewSale: () => void;
}

export function ReceiptView({
  document,
  queued,
  changeMinor,
  paidInCash,
  money,
  printing,
  printError,
  onPrint,
  onNewSale,
}: ReceiptViewProps) {
  return (
    <Stack gap="lg" maw={860} mx="auto" p="md" align="stretch">
      {paidInCash ? (
        <Paper withBorder radius="lg" p="lg" ta="center">
          <Title order={1} fz="h4" c="dimmed" fw={600}>
            {changeMinor > 0 ? M.changeDue : M.noChange}
          </Title>
          {changeMinor > 0 ? <Text className={classes.change}>{money(changeMinor)}</Text> : null}
        </Paper>
      ) : (
        <Title order={1} fz="h3" ta="center">
          {M.receipt}
        </Title>
      )}
      <Group justify="center" gap="sm">
        <Button
          size="xl"
          onClick={onNewSale}
          rightSection={<Kbd size="xs">Enter</Kbd>}
          data-autofocus
          autoFocus
        >
          {M.newSale}
        </Button>
        <Button
          size="xl"
          variant="default"
          leftSection={<IconPrinter aria-hidden />}
          onClick={onPrint}
          loading={printing}
        >
          {M.print}
        </Button>
      </Group>
      {queued ? (
        <Alert color="orange" variant="light" icon={<IconCloudUpload aria-hidden />} role="status">
          {M.offlineReceipt}
        </Alert>
      ) : null}
      <ErrorAlert title={M.printFailed} message={printError} />
      <ReceiptPaper document={document} />
    </Stack>
  );
}

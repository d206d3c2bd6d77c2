// Admin → Sales → Fulfillment (tenant administrators with fulfillmentEdit): the box types orders
// are packed in (add, edit, remove; orders keep the name of a removed box) and the pickup
// instructions printed on the pick list.
import { Button, Card, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SalesFulfillmentBoxType } from '@shared/reference-lists/reference-lists';
import { fulfillmentSettingsSchema, type FulfillmentSettings } from '@shared/sales/fulfillment';
import { apiErrorText, useApi } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { ErrorAlert, showSuccess, useSchemaForm } from '../../../ui';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { AdminScreenHeader } from '../admin-screen-header';
import { ConfirmDialog } from '../confirm-dialog';
import { useDialogTarget } from '../use-dialog-target';
import { BoxTypeDialog, type BoxTypeTarget } from './box-type-dialog';
import { referenceKey, settingsQuery, useFulfillmentSettingsApi } from './fulfillment-settings-api';
import { FULFILLMENT_SETTINGS_MESSAGES as M } from './messages';

const COLUMNS: readonly DataTableColumn<SalesFulfillmentBoxType>[] = [
  {
    id: 'name',
    header: M.name,
    cell: (box) => (
      <Text size="sm" fw={600}>
        {box.name}
      </Text>
    ),
  },
  {
    id: 'dimensions',
    header: M.dimensions,
    width: '220px',
    cell: (box) => M.mm(box.lengthMm, box.widthMm, box.heightMm),
  },
  {
    id: 'maxWeight',
    header: M.maxWeight,
    width: '140px',
    cell: (box) => M.grams(box.maxWeightGrams),
  },
];

/** A section's heading and what the section is for. */
function SectionHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <Stack gap={4}>
      <Title order={2} fz="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {lead}
      </Text>
    </Stack>
  );
}

function InstructionsForm({ settings }: { settings: FulfillmentSettings }) {
  const tenantId = useSession()?.tenantId ?? '';
  const api = useFulfillmentSettingsApi();
  const queryClient = useQueryClient();
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: fulfillmentSettingsSchema,
    initialValues: settings,
    submit: async (values) => {
      const saved = await api.saveSettings(values);
      queryClient.setQueryData(settingsQuery(api, tenantId).queryKey, saved);
      showSuccess(M.instructionsSaved);
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm" align="flex-start">
        <ErrorAlert title={M.instructionsFailed} message={formError} />
        <Textarea
          label={M.instructionsLabel}
          placeholder={M.instructionsPlaceholder}
          autosize
          minRows={3}
          maxLength={1000}
          w="100%"
          {...form.getInputProps('pickupInstructions')}
        />
        <Button type="submit" loading={submitting}>
          {M.saveInstructions}
        </Button>
      </Stack>
    </form>
  );
}

function Instructions() {
  const tenantId = useSession()?.tenantId ?? '';
  const api = useFulfillmentSettingsApi();
  const settings = useQuery(settingsQuery(api, tenantId));
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <SectionHeading title={M.instructions} lead={M.instructionsLead} />
        {settings.isError ? (
          <ErrorAlert message={apiErrorText(settings.error)} />
        ) : settings.data === undefined ? (
          <Skeleton h={90} aria-label={M.loading} />
        ) : (
          <InstructionsForm settings={settings.data} />
        )}
      </Stack>
    </Card>
  );
}

export function FulfillmentSettingsPage() {
  useScreenPageTitle();
  const tenantId = useSession()?.tenantId ?? '';
  const { referenceLists } = useApi();
  const api = useFulfillmentSettingsApi();
  const editing = useDialogTarget<BoxTypeTarget>();
  const removing = useDialogTarget<SalesFulfillmentBoxType>();
  return (
    <Stack gap="lg" pb={40}>
      <AdminScreenHeader
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              editing.open({ kind: 'add' });
            }}
          >
            {M.add}
          </Button>
        }
      />
      <SectionHeading title={M.boxTypes} lead={M.boxTypesLead} />
      <DataTable
        label={M.tableLabel}
        queryKey={[...referenceKey(tenantId), 'admin-box-types']}
        columns={COLUMNS}
        fetchPage={async ({ signal }) => ({
          items: await referenceLists.list('salesFulfillmentBoxTypes', signal),
          nextCursor: null,
        })}
        getRowId={(box) => box.id}
        rowLabel={(box) => box.name}
        rowActions={[
          {
            label: M.edit,
            icon: IconPencil,
            onClick: (box) => {
              editing.open({ kind: 'edit', box });
            },
          },
          { label: M.remove, icon: IconTrash, color: 'red', onClick: removing.open },
        ]}
        height={320}
        messages={{ empty: M.empty }}
      />
      <Instructions />
      <BoxTypeDialog target={editing.target} onClose={editing.close} />
      <ConfirmDialog
        target={removing.target}
        onClose={removing.close}
        texts={M.removeDialog}
        nameOf={(box) => box.name}
        act={(box) => api.removeBoxType(box.id)}
        resource="reference"
      />
    </Stack>
  );
}

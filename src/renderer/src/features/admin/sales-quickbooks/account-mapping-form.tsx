// The account mapping: a financial account for each tender, each tax and each sales item, saved
// together. Items left unmapped are allowed here; the export says which ones block it.
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  accountMappingSchema,
  SALES_ITEMS,
  type AccountMappingResponse,
} from '@shared/sales/quickbooks';
import { TENDER_KINDS } from '@shared/sales/sales';
import { useSession } from '../../../lib/session';
import { showSuccess, useSchemaForm } from '../../../ui';
import { QUICKBOOKS_MESSAGES as M } from './messages';
import { quickbooksKey, useQuickbooksApi } from './quickbooks-api';

function Group3({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

export function AccountMappingForm({ data }: { data: AccountMappingResponse }) {
  const api = useQuickbooksApi();
  const tenantId = useSession()?.tenantId ?? '';
  const queryClient = useQueryClient();
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: accountMappingSchema,
    initialValues: data.mapping,
    submit: async (mapping) => {
      await api.saveMapping(mapping);
      await queryClient.invalidateQueries({ queryKey: quickbooksKey(tenantId) });
      showSuccess(M.saved);
    },
  });
  const accounts = data.accounts.map((account) => ({
    value: account.id,
    label: `${account.code} · ${account.name}`,
  }));
  const accountSelect = (label: string, path: string) => (
    <Select
      key={path}
      label={label}
      data={accounts}
      placeholder={M.notMapped}
      searchable
      clearable
      {...form.getInputProps(path)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {formError === null ? null : (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group3 title={M.tendersTitle}>
          {TENDER_KINDS.map((kind) => accountSelect(M.tenders[kind], `tenders.${kind}`))}
        </Group3>
        <Group3 title={M.taxesTitle}>
          {data.taxes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {M.noTaxes}
            </Text>
          ) : (
            data.taxes.map((tax) => accountSelect(tax.name, `taxes.${tax.id}`))
          )}
        </Group3>
        <Group3 title={M.salesTitle}>
          {SALES_ITEMS.map((item) => accountSelect(M.salesItems[item], item))}
        </Group3>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {M.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

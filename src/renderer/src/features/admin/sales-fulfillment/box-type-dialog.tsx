// Adding or changing a box type: its name and inside dimensions, checked by the server's schema;
// a refusal (a name already used) lands on its field and keeps what was typed.
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { SalesFulfillmentBoxType } from '@shared/reference-lists/reference-lists';
import { boxTypeDraftSchema, type BoxTypeDraft } from '@shared/sales/fulfillment';
import { useSession } from '../../../lib/session';
import { DialogForm, FormButtons, showSuccess, TargetDialog, useSchemaForm } from '../../../ui';
import type { DialogOf } from '../use-dialog-target';
import { referenceKey, useFulfillmentSettingsApi } from './fulfillment-settings-api';
import { FULFILLMENT_SETTINGS_MESSAGES as M } from './messages';

/** What the dialog edits: a new box type's first values, or an existing one. */
export type BoxTypeTarget = { kind: 'add' } | { kind: 'edit'; box: SalesFulfillmentBoxType };

const EMPTY: BoxTypeDraft = {
  name: '',
  lengthMm: 300,
  widthMm: 200,
  heightMm: 100,
  maxWeightGrams: 2000,
};

const NUMBER_FIELDS = ['lengthMm', 'widthMm', 'heightMm', 'maxWeightGrams'] as const;

function BoxTypeForm({ target, onClose }: { target: BoxTypeTarget; onClose: () => void }) {
  const tenantId = useSession()?.tenantId ?? '';
  const api = useFulfillmentSettingsApi();
  const queryClient = useQueryClient();
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: boxTypeDraftSchema,
    initialValues: target.kind === 'add' ? EMPTY : target.box,
    submit: async (values) => {
      const saved =
        target.kind === 'add'
          ? await api.addBoxType(values)
          : await api.updateBoxType(target.box.id, values);
      await queryClient.invalidateQueries({ queryKey: referenceKey(tenantId) });
      showSuccess(target.kind === 'add' ? M.added(saved.name) : M.saved(saved.name));
      onClose();
    },
  });
  return (
    <DialogForm onSubmit={onSubmit} formError={formError} failedTitle={M.saveFailed}>
      <TextInput
        label={M.name}
        required
        data-autofocus
        maxLength={80}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={2}>
        {NUMBER_FIELDS.map((field) => (
          <NumberInput
            key={field}
            label={M[field]}
            required
            min={1}
            allowDecimal={false}
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
      <FormButtons
        labels={{ cancel: M.cancel, submit: M.save }}
        onCancel={onClose}
        submitting={submitting}
      />
    </DialogForm>
  );
}

export function BoxTypeDialog({ target, onClose }: DialogOf<BoxTypeTarget>) {
  return (
    <TargetDialog
      target={target}
      onClose={onClose}
      title={target?.kind === 'edit' ? M.editTitle : M.addTitle}
      closeLabel={M.cancel}
    >
      {(current) => <BoxTypeForm target={current} onClose={onClose} />}
    </TargetDialog>
  );
}

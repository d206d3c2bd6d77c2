// Renaming a station: its name, checked by the server's own rule; a refusal keeps what was typed.
import { TextInput } from '@mantine/core';
import { renameInstallRequestSchema, type Install } from '@shared/installs/installs';
import { useApi } from '../../../api';
import { useRefreshTenantData } from '../../../lib/session';
import { DialogForm, FormButtons, showSuccess, TargetDialog, useSchemaForm } from '../../../ui';
import type { DialogOf } from '../use-dialog-target';
import { STATION_MESSAGES as M } from './messages';

function RenameForm({ install, onClose }: { install: Install; onClose: () => void }) {
  const { installs } = useApi();
  const refreshInstalls = useRefreshTenantData('installs');
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: renameInstallRequestSchema,
    initialValues: { name: install.name },
    submit: async (values) => {
      const renamed = await installs.rename(install.id, values);
      await refreshInstalls();
      showSuccess(M.renamed(renamed.name));
      onClose();
    },
  });
  return (
    <DialogForm onSubmit={onSubmit} failedTitle={M.failedTitle} formError={formError}>
      <TextInput
        label={M.nameLabel}
        description={M.nameDescription}
        data-autofocus
        required
        {...form.getInputProps('name')}
      />
      <FormButtons labels={M.renameButtons} onCancel={onClose} submitting={submitting} />
    </DialogForm>
  );
}

export function RenameStationDialog({ target, onClose }: DialogOf<Install>) {
  return (
    <TargetDialog target={target} onClose={onClose} title={M.renameTitle} closeLabel={M.cancel}>
      {(install) => <RenameForm install={install} onClose={onClose} />}
    </TargetDialog>
  );
}

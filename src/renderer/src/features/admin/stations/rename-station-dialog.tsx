// Renaming a station: its name, checked by the server's own rule; a refusal keeps what was typed.
import { renameInstallRequestSchema, type Install } from '@shared/installs/installs';
import { useApi } from '../../../api';
import { useRefreshTenantData } from '../../../lib/session';
import { NameForm, showSuccess, TargetDialog, useSchemaForm } from '../../../ui';
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
    <NameForm
      onSubmit={onSubmit}
      failedTitle={M.failedTitle}
      formError={formError}
      label={M.nameLabel}
      description={M.nameDescription}
      inputProps={form.getInputProps('name')}
      buttons={{ labels: M.renameButtons, onCancel: onClose, submitting }}
    />
  );
}

export function RenameStationDialog({ target, onClose }: DialogOf<Install>) {
  return (
    <TargetDialog target={target} onClose={onClose} title={M.renameTitle} closeLabel={M.cancel}>
      {(install) => <RenameForm install={install} onClose={onClose} />}
    </TargetDialog>
  );
}

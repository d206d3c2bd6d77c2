// Renaming a station: its name, checked by the server's own rule; a refusal keeps what was typed.
import { renameInstallRequestSchema, type Install } from '@shared/installs/installs';
import { useApi } from '../../../api';
import { useRefreshTenantData } from '../../../lib/session';
import { NameForm, showSuccess, TargetDialog } from '../../../ui';
import type { DialogOf } from '../use-dialog-target';
import { STATION_MESSAGES as M } from './messages';

function RenameForm({ install, onClose }: { install: Install; onClose: () => void }) {
  const { installs } = useApi();
  const refreshInstalls = useRefreshTenantData('installs');
  return (
    <NameForm
      schema={renameInstallRequestSchema}
      initialName={install.name}
      submit={async (name) => {
        const renamed = await installs.rename(install.id, { name });
        await refreshInstalls();
        showSuccess(M.renamed(renamed.name));
        onClose();
      }}
      failedTitle={M.failedTitle}
      label={M.nameLabel}
      description={M.nameDescription}
      labels={M.renameButtons}
      onCancel={onClose}
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

// The top of the till: the station queue's offline banner and, for a manager (or with a
// manager's approval), the sales the server refused, to send again or write off; at a station,
// its cash drawer.
import { hasPermission, type Permissions } from '@shared/permissions';
import type { Catalogue } from '@shared/sales/catalogue';
import { useDisclosure } from '@mantine/hooks';
import { useInstall } from '../../../lib/session';
import { FormDialog } from '../../../ui';
import { POS_MESSAGES as M } from '../messages';
import { OfflineBanner, QueueConflicts } from '../station-queue';
import { DrawerBar } from './drawer/drawer-bar';
import { useManagerApproval } from './manager-approval';

export function StationStatus({
  currency,
  permissions,
  till,
}: {
  currency: string;
  permissions: Permissions;
  /** Where the till sells: the station's drawer is opened there. */
  till: { tenantId: string; tenantName: string; location: Catalogue['locations'][number] };
}) {
  const [opened, conflicts] = useDisclosure(false);
  const install = useInstall();
  const approval = useManagerApproval();

  // Writing off a sale is a manager's word, like a void: the same key, or a manager's override.
  const showConflicts = async () => {
    if (!hasPermission(permissions, 'sales', 'voids')) {
      const approved = await approval.approve({ action: 'voids', summary: M.refusedSalesApproval });
      if (approved === null) return;
    }
    conflicts.open();
  };

  return (
    <>
      <OfflineBanner onShowConflicts={() => void showConflicts()} />
      <FormDialog
        opened={opened}
        onClose={conflicts.close}
        title={M.refusedSales}
        closeLabel={M.close}
      >
        <QueueConflicts currency={currency} />
      </FormDialog>
      {approval.dialog}
      {install !== null && (
        <DrawerBar {...till} installId={install.id} currency={currency} permissions={permissions} />
      )}
    </>
  );
}

// Who may sell (spec §2): 'sp' at a shared station, 'spWithoutInstall' in a browser. The till's
// route and the station the app shell keeps open both ask this.
import { permission } from '@shared/route-access';

export const SELL_ACCESS = permission('sales', (context) =>
  context.isInstall ? 'sp' : 'spWithoutInstall',
);

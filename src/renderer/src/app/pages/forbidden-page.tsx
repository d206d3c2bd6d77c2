// Shown for a known URL the signed-in user may not open (spec §2 Shell).
import { IconLockAccess } from '@tabler/icons-react';
import { APP_MESSAGES } from '../messages';
import { LauncherReturnPage } from './launcher-return-page';

export function ForbiddenPage() {
  return (
    <LauncherReturnPage icon={IconLockAccess} color="orange" title={APP_MESSAGES.forbiddenTitle}>
      {APP_MESSAGES.forbidden}
    </LauncherReturnPage>
  );
}

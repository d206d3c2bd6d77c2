// Shown for any URL the route table does not know (spec §2 Shell).
import { IconMapPinOff } from '@tabler/icons-react';
import { APP_MESSAGES } from '../messages';
import { LauncherReturnPage } from './launcher-return-page';

export function NotFoundPage() {
  return (
    <LauncherReturnPage icon={IconMapPinOff} title={APP_MESSAGES.notFoundTitle}>
      {APP_MESSAGES.notFound}
    </LauncherReturnPage>
  );
}

// What a screen says when the user's permissions could not be loaded (spec §2): the whole page's
// message behind a gated route, or the launcher's.
import { IconWifiOff } from '@tabler/icons-react';
import { StatusMessage } from '../../ui';
import { SESSION_MESSAGES } from './messages';

/** `order` 1 when the message is all the page has to say. */
export function PermissionsFailedMessage({ order = 2 }: { order?: 1 | 2 }) {
  return (
    <StatusMessage
      order={order}
      icon={IconWifiOff}
      color="red"
      title={SESSION_MESSAGES.permissionsFailedTitle}
    >
      {SESSION_MESSAGES.permissionsFailed}
    </StatusMessage>
  );
}

// The one way a screen confirms that a change was made: a green notification with a check.
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';

export function showSuccess(message: string): void {
  notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message });
}

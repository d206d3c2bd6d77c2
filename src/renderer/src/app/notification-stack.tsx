// Where notifications show: Mantine's stack, top right. A chunk of its own, fetched with the first
// notification (app/providers.tsx): its transitions, swipe and scroll handling are not needed to
// paint a page. The stack lies above pages and dialogs but below popovers: a menu or list the
// person opens (the user menu opens right where a notice that stays sits) must not be covered.
import { getDefaultZIndex } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import classes from './notifications.module.css';

export function NotificationStack() {
  return (
    <Notifications
      position="top-right"
      zIndex={getDefaultZIndex('popover') - 1}
      classNames={{ root: classes.root }}
    />
  );
}

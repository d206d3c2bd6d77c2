// Where notifications show: Mantine's stack, top right. A chunk of its own, fetched with the first
// notification (app/providers.tsx): its transitions, swipe and scroll handling are not needed to
// paint a page.
import { Notifications } from '@mantine/notifications';
import classes from './notifications.module.css';

export function NotificationStack() {
  return <Notifications position="top-right" classNames={{ root: classes.root }} />;
}

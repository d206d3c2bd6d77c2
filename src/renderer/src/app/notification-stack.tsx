// Where notifications show: Mantine's stack, top right. Loaded beside the first page rather than
// before it (its transitions, swipe and scroll handling are not needed to paint); it shows what
// was queued in the meantime, since the queue lives in @mantine/notifications' store.
import { Notifications } from '@mantine/notifications';
import classes from './notifications.module.css';

export function NotificationStack() {
  return <Notifications position="top-right" classNames={{ root: classes.root }} />;
}

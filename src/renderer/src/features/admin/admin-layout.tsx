// Every admin screen: the admin navigation on the left, the screen beside it; on a narrow window
// the navigation sits above the screen.
import { Outlet } from 'react-router';
import classes from './admin.module.css';
import { AdminNav } from './admin-nav';

export function AdminLayout() {
  return (
    <div className={classes.layout}>
      <AdminNav />
      <div className={classes.screen}>
        <Outlet />
      </div>
    </div>
  );
}

// A read of the drawer that failed: what failed, the server's reason, and Try again.
import { apiErrorText } from '../../../../api';
import { ErrorAlert } from '../../../../ui';
import { DRAWER_MESSAGES as M } from '../../messages';

export function QueryError({
  title,
  query,
}: {
  title: string;
  query: { error: unknown; refetch: () => Promise<unknown> };
}) {
  return (
    <ErrorAlert
      title={title}
      message={apiErrorText(query.error)}
      retry={{ label: M.tryAgain, onClick: () => void query.refetch() }}
    />
  );
}

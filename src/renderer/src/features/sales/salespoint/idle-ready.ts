// Whether the browser has been idle once since the calling screen first drew: what the till shows
// only on demand (its dialogs) mounts then, not in the long task that first draws it (issue 17).
import { useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';

export function useIdleReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        setReady(true);
      }),
    [],
  );
  return ready;
}

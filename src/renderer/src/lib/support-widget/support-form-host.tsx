// Shows the built-in support form while one is open. The form itself is fetched only then, so the
// login page's JavaScript does not grow (docs/web-performance.md).
import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { supportFormAtom } from './support-form-state';

const SupportFormDialog = lazy(async () => ({
  default: (await import('./support-form-dialog')).SupportFormDialog,
}));

export function SupportFormHost() {
  const [context, setContext] = useAtom(supportFormAtom);
  if (context === null) return null;
  return (
    <Suspense fallback={null}>
      <SupportFormDialog
        context={context}
        onClose={() => {
          setContext(null);
        }}
      />
    </Suspense>
  );
}

// While a sign-in step is on screen, the code the sign-in lands on downloads in the background
// (issue 17: Sign in click → launcher cards with nothing left to fetch but permissions).
import { useEffect } from 'react';
import { useSuite } from '../../lib/apps';

export function usePreloadSignedIn(): void {
  const { preloadSignedIn } = useSuite();
  useEffect(() => {
    preloadSignedIn();
  }, [preloadSignedIn]);
}

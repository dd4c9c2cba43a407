import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A toast belongs to its page: leaving the page closes it (docs/decisions/0081-what-a-new-user-trips-over.md, "Toasts"). `closePreviousPageToasts`
 * is the app's own toaster's (each app keeps its toaster: the portal's loads lazily, the workbench's does not).
 */
export function useCloseToastsOnRouteChange(closePreviousPageToasts: () => void): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    closePreviousPageToasts();
  }, [pathname]);
}

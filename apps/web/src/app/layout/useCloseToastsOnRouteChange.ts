import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { closePreviousPageToasts } from '../../shared/ui/toaster';

/** A toast belongs to its page: leaving the page closes it (docs/decisions/0081-what-a-new-user-trips-over.md, "Toasts"). */
export function useCloseToastsOnRouteChange(): void {
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

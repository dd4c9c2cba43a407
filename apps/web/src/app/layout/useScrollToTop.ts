import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: the page scrolls to the top on every route change. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

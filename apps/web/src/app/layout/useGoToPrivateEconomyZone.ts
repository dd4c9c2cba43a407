import { useNavigate } from 'react-router-dom';
import { PRIVATE_ECONOMY_SCROLL_DELAY_MS, PRIVATE_ECONOMY_SCROLL_TOP } from './nav-items';

/** Goes home, then scrolls to the private-economy zone once the home page has drawn. */
export function useGoToPrivateEconomyZone(): () => void {
  const navigate = useNavigate();
  return () => {
    navigate('/');
    // Loaded on the click, not with the first screen: the home route's first load has a byte budget.
    const scrolling = import('./scroll-when-reachable');
    setTimeout(() => {
      void scrolling.then(({ scrollWhenReachable, windowScrollSurface }) =>
        scrollWhenReachable(PRIVATE_ECONOMY_SCROLL_TOP, windowScrollSurface()),
      );
    }, PRIVATE_ECONOMY_SCROLL_DELAY_MS);
  };
}

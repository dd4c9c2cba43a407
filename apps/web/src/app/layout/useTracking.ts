import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { startTracking, trackVisit } from '#shared/tracking/tracker.ts';
import { useRouteTitle } from './useRouteTitle';

/**
 * Behaviour tracking (spec §3): a visit on every route change, named after the route's title, and the clicks on
 * elements marked data-track; sent silently in batches (shared/tracking). Unknown routes, which redirect, are not
 * counted.
 */
export function useTracking(): void {
  const { pathname } = useLocation();
  const title = useRouteTitle();

  useEffect(() => startTracking(), []);

  useEffect(() => {
    if (title) trackVisit(pathname, title);
  }, [pathname, title]);
}

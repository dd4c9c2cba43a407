import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { startTracking, trackVisit } from '../../shared/tracking/tracker';
import type { RouteHandle } from '../routes';

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';

/**
 * Behaviour tracking (spec §3): a visit on every route change, named after the route's title, and the clicks on
 * elements marked data-track; sent silently in batches (shared/tracking). Unknown routes, which redirect, are not
 * counted.
 */
export function useTracking(): void {
  const { pathname } = useLocation();
  const title = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle)?.title;

  useEffect(() => startTracking(), []);

  useEffect(() => {
    if (title) trackVisit(pathname, title);
  }, [pathname, title]);
}

import { matchRoutes, useLocation } from 'react-router-dom';
import { portalRoutes } from '../routes';

const titledRoutes = portalRoutes.map((route) => ({ path: route.path, title: route.title }));

/** The title of the route the address matches (spec §2's table), or undefined for an unknown address. */
export function routeTitle(pathname: string): string | undefined {
  const matches = matchRoutes(titledRoutes, pathname);
  return matches?.at(-1)?.route.title;
}

/** The current route's title; undefined while the address matches no route (it is being sent home). */
export function useRouteTitle(): string | undefined {
  return routeTitle(useLocation().pathname);
}

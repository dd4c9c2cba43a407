import type { ReactNode } from 'react';
import { createHashRouter, Navigate, type RouteObject, RouterProvider } from 'react-router-dom';
import { loadChunk } from './layout/chunk-load';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { RouteFallback } from './layout/RouteFallback';
import { ShellLayout } from './layout/ShellLayout';
import { type PortalRoute, portalRoutes, type RouteHandle } from './routes';

function toRouteObject(route: PortalRoute): RouteObject {
  const location = route.path === '/' ? { index: true as const } : { path: route.path.slice(1) };
  const handle: RouteHandle = { title: route.title };
  // Spec §9: a chunk that fails or takes over 120 s ends on the error page with a reload button.
  // Lazy pages use Apollo Client, which is not in the first load (issue 10): it loads beside the page's chunk and
  // the page renders inside its provider.
  const { lazy } = route;
  if (lazy) return { ...location, handle, lazy: () => loadChunk(() => withApollo(lazy)) };
  return { ...location, handle, element: route.element };
}

async function withApollo(load: NonNullable<PortalRoute['lazy']>): Promise<{ element: ReactNode }> {
  const [{ Component: Page }, { WithApollo }] = await Promise.all([load(), import('../shared/api/with-apollo')]);
  return {
    element: (
      <WithApollo>
        <Page />
      </WithApollo>
    ),
  };
}

const router = createHashRouter([
  {
    path: '/',
    element: <ShellLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: RouteFallback,
    children: [...portalRoutes.map(toRouteObject), { path: '*', element: <Navigate to="/" replace /> }],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}

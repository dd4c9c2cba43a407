import { createHashRouter, Navigate, type RouteObject, RouterProvider } from 'react-router-dom';
import { UnderConstructionPage } from '../features/placeholder/UnderConstructionPage';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { RouteFallback } from './layout/RouteFallback';
import { ShellLayout } from './layout/ShellLayout';
import { type PortalRoute, portalRoutes, type RouteHandle } from './routes';

function toRouteObject({ path, title, element, lazy }: PortalRoute): RouteObject {
  const location = path === '/' ? { index: true as const } : { path: path.slice(1) };
  const handle: RouteHandle = { title };
  if (lazy) return { ...location, handle, lazy };
  return { ...location, handle, element: element ?? <UnderConstructionPage title={title} /> };
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

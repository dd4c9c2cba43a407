import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { loadChunk } from './layout/chunk-load';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { RouteFallback } from './layout/RouteFallback';
import { ShellLayout } from './layout/ShellLayout';
import { type PortalRoute, portalRoutes } from './routes';

/**
 * A route's `lazy` import as a React.lazy page, with Apollo's provider around it unless the route says it needs none:
 * Apollo Client is not in the first load (issue 10), it loads beside the page's chunk. Spec §9: a chunk that fails or
 * takes over 120 s ends on the error page with a reload button.
 */
function lazyPage(load: NonNullable<PortalRoute['lazy']>, withoutApollo: boolean): ComponentType {
  if (withoutApollo) return lazy(() => loadChunk(async () => ({ default: (await load()).Component })));
  return lazy(() =>
    loadChunk(async () => {
      const [{ Component: Page }, { WithApollo }] = await Promise.all([load(), import('#shared/api/with-apollo.tsx')]);
      // biome-ignore lint/correctness/noComponentHookFactories: created once per route, when its chunk has arrived.
      const PageWithApollo = () => (
        <WithApollo>
          <Page />
        </WithApollo>
      );
      return { default: PageWithApollo };
    }),
  );
}

function pageElement(route: PortalRoute): ReactNode {
  if (!route.lazy) return route.element;
  const Page = lazyPage(route.lazy, route.withoutApollo === true);
  return (
    <Suspense fallback={<RouteFallback />}>
      <Page />
    </Suspense>
  );
}

// Made once: each lazy page keeps its loaded component for the tab's life.
const pages = portalRoutes.map((route) => ({ path: route.path, element: pageElement(route) }));

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

/** The data router's errorElement, by hand: a page that fails to load or render shows RouteErrorPage until the address changes. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}

function PortalRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route path="/" element={<ShellLayout />}>
          {pages.map(({ path, element }) =>
            path === '/' ? (
              <Route key={path} index element={element} />
            ) : (
              <Route key={path} path={path.slice(1)} element={element} />
            ),
          )}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

/**
 * The portal's routes (spec §2) under a hash router. The declarative router, not the data router
 * (createHashRouter): the portal uses no loaders or actions, and the data router is ~16 KB gzip more of the first
 * load (issue 10). Route titles come from the route table (useRouteTitle); its `lazy` imports, React Router's
 * route-level shape, run through React.lazy here (route-level `lazy` itself needs the data router).
 */
export function AppRouter() {
  return (
    <HashRouter>
      <PortalRoutes />
    </HashRouter>
  );
}

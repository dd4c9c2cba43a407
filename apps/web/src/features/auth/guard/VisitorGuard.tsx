import { Center, Spinner } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { loginFlow, loginFlowOwnsRoute, useLoginFlow } from '../login/login-flow';
import { rememberJumpUrl } from '../storage/jump-url';
import { readPendingLogin } from '../storage/pending-login';
import { routeAccess } from './visitor-access';

/**
 * Spec §6: pages outside the visitor list need a login — a visitor goes to /login and the address is remembered for
 * after the login; a logged-in user visiting /login goes to /. While `me` fails (e.g. the session just ended) the
 * page stays and the request layer's forced logout takes over. While a login flow completes (login-flow.ts) it
 * owns the route: the flow, not the guard, takes the new user from /login to the remembered address.
 */
export function VisitorGuard({ children, unknownRoute }: { children: ReactNode; unknownRoute: boolean }) {
  const { pathname, search } = useLocation();
  const { user, error } = useCurrentUser();
  const flow = useLoginFlow();
  const known = user !== undefined && !error;
  // An unknown path is sent home by the router (spec §2), not to the login page.
  const access =
    known && !unknownRoute
      ? routeAccess({ pathname, loggedIn: user !== null, pendingLogin: readPendingLogin() !== null })
      : 'open';
  const needsUser =
    !unknownRoute && routeAccess({ pathname, loggedIn: false, pendingLogin: true }) === 'login-required';

  useEffect(() => {
    if (access === 'login-required') rememberJumpUrl(pathname + search);
  }, [access, pathname, search]);

  useEffect(() => {
    if (flow.phase === 'navigating') loginFlow.arrived(pathname);
  }, [flow, pathname]);

  if (!known && !error && needsUser) {
    return (
      <Center minH="60vh" role="status" aria-label="加载中">
        <Spinner size="lg" color="brand.600" />
      </Center>
    );
  }
  if (access === 'login-required') return <Navigate to="/login" replace />;
  if (access === 'go-home' && !loginFlowOwnsRoute(flow)) return <Navigate to="/" replace />;
  return <>{children}</>;
}

import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApolloBoundary } from '#shared/api/ApolloBoundary.tsx';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { readProvincialIdentifyUrl } from '#shared/session/provincial-identify-url.ts';
import {
  peekVerificationReturn,
  rememberVerificationReturn,
  takeVerificationReturn,
} from '#shared/session/verification-return.ts';
import { verificationAccess } from './verification-access';

// Shown only to a provincial user below level 2: its dialog code loads then, not with the first screen (issue 10).
const ProvincialVerificationNotice = lazy(() =>
  import('./ProvincialVerificationNotice').then((module) => ({ default: module.ProvincialVerificationNotice })),
);

/**
 * Spec §6 certification guards, inside the visitor guard: certification- and face-required pages send the user to
 * /verified (remembering the page), or show the provincial L2 alert when a provincial address is stored; /verified
 * after a passed face check returns to the remembered page or home, unless add=true. The server refuses the same
 * calls whatever this does (gateway: -5004 / -5005).
 */
export function VerificationGuard({ children, unknownRoute }: { children: ReactNode; unknownRoute: boolean }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { user, error } = useCurrentUser();
  const access =
    unknownRoute || error || !user
      ? ({ kind: 'open' } as const)
      : verificationAccess({
          pathname,
          search,
          user,
          provincialIdentifyUrl: readProvincialIdentifyUrl(),
          rememberedAddress: peekVerificationReturn(),
        });

  const message = access.kind === 'verify' ? access.message : null;
  // Navigating from an effect keyed on plain values: /verified is a lazy route, and a <Navigate> with a fresh state
  // object would start the navigation again on every render while the route's code loads.
  useEffect(() => {
    if (access.kind === 'verify') {
      rememberVerificationReturn(pathname + search);
      navigate('/verified', { replace: true, state: { message } });
    }
    if (access.kind === 'return') navigate(takeVerificationReturn(), { replace: true });
  }, [access.kind, message, navigate, pathname, search]);

  if (access.kind === 'provincial')
    return (
      <Suspense fallback={null}>
        <ApolloBoundary>
          <ProvincialVerificationNotice url={access.url} />
        </ApolloBoundary>
      </Suspense>
    );
  if (access.kind === 'verify' || access.kind === 'return') return null;
  return <>{children}</>;
}

import { Center, Spinner } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { endedSession, serverMessageOr } from '#shared/api/graphql-failure.ts';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { notifyFailure } from '#shared/ui/toaster.tsx';
import { FaceRedirectMutation } from '../face-redirect-operation';

/** The query parameter the face provider returns the browser with (gateway: /#/?faceKey=…). */
export const FACE_KEY_PARAM = 'faceKey';

const isPortalRoute = (route: string): boolean => /^\/(?![/\\])/.test(route);

/**
 * Spec §6: a visitor or user arriving with a face key is sent to the address the server stored for it (the result
 * page with its certToken), so no token ever sits in the provider's return address. It runs before the visitor
 * guard, whose login redirect would otherwise swallow the key; the page stays covered while the key is redeemed.
 */
export function FaceKeyRedirect({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const faceKey = params.get(FACE_KEY_PARAM);
  const redeemed = useRef<string | null>(null);

  useEffect(() => {
    if (!faceKey) {
      // Gone from the address: the same key arriving again (a reload, a second visit) is tried again.
      redeemed.current = null;
      return;
    }
    if (redeemed.current === faceKey) return;
    redeemed.current = faceKey;
    const rest = new URLSearchParams(search);
    rest.delete(FACE_KEY_PARAM);
    const withoutKey = rest.size ? `${pathname}?${rest}` : pathname;
    // Apollo Client loads now (issue 10: not with the first screen); a face key arrives once per certification.
    import('#shared/api/apollo-client.ts')
      .then(({ apolloClient }) =>
        apolloClient.mutate({ mutation: FaceRedirectMutation, variables: { key: faceKey }, context: QUIET_ERRORS }),
      )
      .then(({ data }) => {
        const target = data?.faceRedirect;
        navigate(target && isPortalRoute(target) ? target : withoutKey, { replace: true });
      })
      .catch((error: unknown) => {
        if (!endedSession(error)) notifyFailure(serverMessageOr(error, '人脸识别回跳链接已失效，请重新认证'));
        navigate(withoutKey, { replace: true });
      });
  }, [faceKey, navigate, pathname, search]);

  if (faceKey) {
    return (
      <Center minH="60vh" aria-label="正在返回">
        <Spinner size="lg" color="brand.600" />
      </Center>
    );
  }
  return <>{children}</>;
}

import { lazy, Suspense } from 'react';
import { ApolloBoundary } from '#shared/api/ApolloBoundary.tsx';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { MatchPrompt } from './MatchPrompt';

// The match is asked through Apollo Client, which loads for a logged-in user only (issue 10).
const PolicyMatchResult = lazy(() =>
  import('./PolicyMatchResult').then((module) => ({ default: module.PolicyMatchResult })),
);

/**
 * On a policy's page: whether the session's company meets the policy (a certified member), or the step that would
 * tell it (log in, certify). Nothing while the session is unknown.
 */
export function PolicyMatchBanner({ policyId }: { policyId: string | undefined }) {
  const { user } = useCurrentUser();
  if (user === undefined || !policyId) return null;
  if (!user?.ifCertification) return <MatchPrompt loggedIn={user !== null} />;
  return (
    <Suspense fallback={null}>
      <ApolloBoundary>
        <PolicyMatchResult policyId={policyId} />
      </ApolloBoundary>
    </Suspense>
  );
}

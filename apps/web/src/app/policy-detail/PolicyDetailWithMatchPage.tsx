import { useParams } from 'react-router-dom';
import { PolicyDetailPage } from '#features/content/pages/PolicyDetailPage.tsx';
import { PolicyMatchBanner } from '#features/policy-match/components/PolicyMatchBanner.tsx';

/** /enterpriseFriendly/{id}: the content feature's policy page with the policy-match feature's banner (issue 22). */
export function PolicyDetailWithMatchPage() {
  const { id } = useParams();
  return <PolicyDetailPage aside={<PolicyMatchBanner policyId={id} />} />;
}

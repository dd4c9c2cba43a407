import { useQuery } from '@apollo/client/react';
import { Alert, Skeleton } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { getFragmentData } from '#gql';
import { PolicyMatchFields, PolicyMatchQuery } from '../policy-match-operations';
import { ineligibleSummary, POLICY_MATCH_TEXTS } from '../policy-match-texts';
import { ConditionList } from './ConditionList';

const STATUSES: Readonly<Record<string, 'success' | 'warning' | 'error'>> = {
  eligible: 'success',
  unverified: 'warning',
  ineligible: 'error',
};

/** The session company against this policy: 符合, 待核实 or 暂不符合 with the conditions (nothing for a plain policy). */
export function PolicyMatchResult({ policyId }: { policyId: string }) {
  const { data, error } = useQuery(PolicyMatchQuery, { variables: { policyId }, fetchPolicy: 'cache-and-network' });
  if (error) return null;
  if (!data) return <Skeleton h="16" borderRadius="md" />;
  const match = getFragmentData(PolicyMatchFields, data.policyMatch.match);
  if (!match) return null;
  const title =
    match.verdict === 'eligible'
      ? POLICY_MATCH_TEXTS.eligible
      : match.verdict === 'unverified'
        ? POLICY_MATCH_TEXTS.unverified
        : ineligibleSummary(match.conditions);
  return (
    <Alert.Root
      recipe={alertSlotRecipe}
      status={STATUSES[match.verdict] ?? 'info'}
      borderRadius="md"
      alignItems="flex-start"
      data-testid="policy-match-result"
    >
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <ConditionList conditions={match.conditions} />
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

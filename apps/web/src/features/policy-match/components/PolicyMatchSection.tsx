import { useQuery } from '@apollo/client/react';
import { Badge, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData } from '#gql';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { PolicyMatchesQuery, PolicyMatchFields } from '../policy-match-operations';
import { POLICY_MATCH_TEXTS, VERDICT_NAMES } from '../policy-match-texts';
import { ConditionList } from './ConditionList';
import { MatchPrompt } from './MatchPrompt';

const VERDICT_PALETTES: Readonly<Record<string, string>> = {
  eligible: 'green',
  unverified: 'orange',
  ineligible: 'gray',
};

/** 可申报政策 (personal centre): the policies the company meets, those 待核实 and the near misses, each condition shown. */
export function PolicyMatchSection({ user }: { user: { ifCertification: boolean } }) {
  if (!user.ifCertification) return <MatchPrompt loggedIn />;
  return <PolicyMatchList />;
}

function PolicyMatchList() {
  const matches = useQuery(PolicyMatchesQuery, { fetchPolicy: 'cache-and-network' });
  const records = getFragmentData(PolicyMatchFields, matches.data?.policyMatches);
  return (
    <Stack gap="4" data-testid="policy-matches">
      <Heading as="h2" size="md">
        {POLICY_MATCH_TEXTS.sectionTitle}
      </Heading>
      <Text color="gray.600">{POLICY_MATCH_TEXTS.sectionIntro}</Text>
      {matches.error ? (
        <ErrorState error={matches.error} onRetry={() => void matches.refetch()} />
      ) : !records ? (
        <Skeleton h="240px" borderRadius="lg" />
      ) : records.length === 0 ? (
        <NoData hint={POLICY_MATCH_TEXTS.none} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {records.map((record) => (
            <Stack
              as="li"
              key={record.policyId}
              gap="2"
              borderWidth="1px"
              borderRadius="md"
              p="4"
              data-testid="policy-match"
            >
              <HStack gap="3" align="flex-start" justify="space-between">
                <Link asChild color="brand.700" fontWeight="semibold">
                  <RouterLink to={`/enterpriseFriendly/${record.policyId}`}>{record.title}</RouterLink>
                </Link>
                <Badge colorPalette={VERDICT_PALETTES[record.verdict] ?? 'gray'} flexShrink={0}>
                  {VERDICT_NAMES[record.verdict] ?? record.verdict}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="gray.600">
                {record.department} · {record.publishDate}
              </Text>
              <ConditionList conditions={record.conditions} />
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

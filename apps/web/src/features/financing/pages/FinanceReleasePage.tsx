import { useQuery } from '@apollo/client/react';
import { Box, Container, EmptyState, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DetailError } from '#shared/ui/DetailStates.tsx';
import { ApplyAuthorisationQuery } from '../apply/apply-operations';
import { ReleaseForm } from '../release/ReleaseForm';
import { ReleaseLookupsQuery } from '../release/release-operations';
import { FinanceOutcome } from '../status/FinanceOutcome';
import { myNeedsPath } from '../status/status-paths';

/** /financeRelease (spec §2): publish a financing need, then a success state with the way to 我的融资需求. */
export function FinanceReleasePage() {
  const { data, error, refetch } = useQuery(ReleaseLookupsQuery);
  // Never from the cache: a grant made since (another tab, an application) must not be asked for again.
  const authorisation = useQuery(ApplyAuthorisationQuery, { fetchPolicy: 'no-cache' });
  const [publishedId, setPublishedId] = useState<string | null>(null);
  if (error) return <DetailError error={error} onRetry={() => void refetch()} />;
  if (authorisation.error) {
    return <DetailError error={authorisation.error} onRetry={() => void authorisation.refetch()} />;
  }
  if (publishedId) {
    return (
      <FinanceOutcome testId="release-success" follow={{ to: myNeedsPath(publishedId), label: '查看我的融资需求' }}>
        <EmptyState.Title fontSize="2xl" color="green.fg">
          融资需求发布成功
        </EmptyState.Title>
        <Text color="gray.700">平台审核通过后，金融机构将查看您的需求并与您联系。</Text>
      </FinanceOutcome>
    );
  }
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="xl">
          发布融资需求
        </Heading>
        <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }}>
          {data && authorisation.data ? (
            <ReleaseForm
              lookups={data.lookups}
              needsAgreement={!authorisation.data.dataAuthorisation.inForce}
              onPublished={setPublishedId}
            />
          ) : (
            <Skeleton h="520px" />
          )}
        </Box>
      </Stack>
    </Container>
  );
}

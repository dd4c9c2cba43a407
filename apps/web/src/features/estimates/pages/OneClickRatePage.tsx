import { useQuery } from '@apollo/client/react';
import { Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FragmentType } from '#gql';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { PageCard } from '#shared/ui/PageCard.tsx';
import { PageTitle } from '#shared/ui/PageTitle.tsx';
import { EstimateResult } from '../components/EstimateResult';
import { LoadingRows } from '../components/LoadingRows';
import { QuestionnaireForm } from '../components/QuestionnaireForm';
import type { AnswerDraft } from '../estimate-rules';
import { OneClickRateQuery, type QuotaEstimateFields } from '../estimates-operations';

/**
 * /oneClickRate (spec §2): a short questionnaire, then an estimate from it and the company's registry facts, shown
 * as a range with its factors and the words that it is not a credit decision. The latest estimate shows on arrival.
 */
export function OneClickRatePage() {
  const { data, error, loading, refetch } = useQuery(OneClickRateQuery, { fetchPolicy: 'network-only' });
  const [fresh, setFresh] = useState<FragmentType<typeof QuotaEstimateFields> | null>(null);
  const questionnaire = data?.quotaQuestionnaire;
  const estimate = fresh ?? data?.latestQuotaEstimate ?? null;
  const initial: AnswerDraft = Object.fromEntries(
    Object.entries(questionnaire?.answers ?? {})
      .filter(([key]) => key !== '__typename')
      .map(([key, value]) => [key, String(value)]),
  );
  return (
    <PageCard maxW="6xl">
      <PageTitle
        title="一键测额"
        lead="根据企业登记信息和以下问卷，按公开的测算方法估算企业可获得的融资额度区间，帮助您选择合适的融资产品。"
        gap="2"
      />
      <Separator />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading || !questionnaire ? (
        <LoadingRows count={3} height="40px" />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
          <QuestionnaireForm
            key={questionnaire.answers ? 'answered' : 'new'}
            questions={questionnaire.questions}
            initial={initial}
            onEstimated={setFresh}
          />
          {estimate ? (
            <EstimateResult estimate={estimate} />
          ) : (
            <Stack justify="center" align="center" color="gray.500" minH="200px">
              <Text>填写左侧问卷后点击“开始测算”，即可查看预估额度。</Text>
            </Stack>
          )}
        </SimpleGrid>
      )}
    </PageCard>
  );
}

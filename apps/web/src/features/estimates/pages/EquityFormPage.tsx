import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CheckCircleIcon } from '#shared/ui/CheckCircleIcon.tsx';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { PageCard } from '#shared/ui/PageCard.tsx';
import { StatusMessage } from '#shared/ui/StatusMessage.tsx';
import { EquityForm, type EquitySubmitted } from '../components/EquityForm';
import { LoadingRows } from '../components/LoadingRows';
import { EquityFormQuery } from '../estimates-operations';

/** /equityForm (spec §2): the equity financing request, then what happens next. */
export function EquityFormPage() {
  const [params] = useSearchParams();
  const { data, error, loading, refetch } = useQuery(EquityFormQuery);
  const [submitted, setSubmitted] = useState<EquitySubmitted | null>(null);
  return (
    <PageCard maxW="3xl">
      <Heading as="h1" size="xl">
        股权融资需求
      </Heading>
      {submitted ? (
        <Stack gap="5" data-testid="equity-submitted">
          <StatusMessage
            title="需求提交成功"
            titleColor="green.fg"
            description={`需求编号：${submitted.id}`}
            iconColor="green.500"
            icon={<CheckCircleIcon />}
          />
          <List.Root recipe={listSlotRecipe} as="ol" gap="2" ps="5" color="gray.700">
            <List.Item>平台将需求推送给意向投资机构（未指定时推送给平台全部投资机构）。</List.Item>
            <List.Item>有意向的机构将通过您留下的联系电话与您联系，安排项目沟通或路演。</List.Item>
            <List.Item>投资条款以双方协商及机构投资决策为准。</List.Item>
          </List.Root>
          <HStack justify="center">
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to="/equity">返回股权融资</RouterLink>
            </Button>
          </HStack>
        </Stack>
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading || !data ? (
        <LoadingRows count={2} height="40px" />
      ) : (
        <>
          <Text color="gray.600">请如实填写融资需求，平台将其推送给入驻的创业投资机构。</Text>
          <EquityForm
            choices={{ stages: data.equityCompanyStages, investors: data.institutions.records }}
            investorId={params.get('investorId') ?? ''}
            onSubmitted={setSubmitted}
          />
        </>
      )}
    </PageCard>
  );
}

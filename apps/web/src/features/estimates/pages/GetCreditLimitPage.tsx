import { useQuery } from '@apollo/client/react';
import { Badge, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { PageCard } from '#shared/ui/PageCard.tsx';
import { CreditSummaryPanel } from '../components/CreditSummaryPanel';
import { LoadingRows } from '../components/LoadingRows';
import { PreCreditTable } from '../components/PreCreditTable';
import { CreditLimitQuery } from '../estimates-operations';

/**
 * /getCreditLimit (spec §2, certification required by spec §6 — the route guard and the server both enforce it):
 * the pre-credit limits institutions granted the session's company, and the platform's credit summary of it.
 */
export function GetCreditLimitPage() {
  const { data, error, loading, refetch } = useQuery(CreditLimitQuery, { fetchPolicy: 'network-only' });
  return (
    <PageCard maxW="6xl">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          预授信额度
        </Heading>
        {data && (
          <Badge size="lg" colorPalette={data.preCredit.exists ? 'green' : 'gray'} data-testid="pre-credit-exists">
            {data.preCredit.exists ? '有生效中的预授信额度' : '暂无生效中的预授信额度'}
          </Badge>
        )}
      </HStack>
      <Text color="gray.600">
        预授信额度由金融机构根据企业授权的数据主动授予，申请相应机构的产品时可优先办理；额度以机构最终审批为准。
      </Text>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading || !data ? (
        <LoadingRows count={2} height="48px" />
      ) : (
        <Stack gap="8">
          {data.preCredit.limits.length === 0 ? (
            <NoData hint="金融机构暂未向贵企业授予预授信额度" />
          ) : (
            <PreCreditTable limits={data.preCredit.limits} />
          )}
          <Separator />
          <CreditSummaryPanel summary={data.creditSummary} />
        </Stack>
      )}
    </PageCard>
  );
}

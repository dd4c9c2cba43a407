import { useQuery } from '@apollo/client/react';
import { Alert, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { GatewayCode } from '@sme/contract/codes';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData } from '#gql';
import { gatewayCodeOf } from '#shared/api/graphql-failure.ts';
import { formatWan } from '#shared/format/amount.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { Pager } from '#shared/ui/Pager.tsx';
import { LoadingRows } from '../components/LoadingRows';
import { MatchedProductCard } from '../components/MatchedProductCard';
import { QuotaEstimateFields, QuotaProductsQuery } from '../estimates-operations';

const PAGE_SIZE = 10;

/** /oneClickRateProduct (spec §2): products whose amount range overlaps the company's latest estimate. */
export function OneClickRateProductPage() {
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useQuery(QuotaProductsQuery, {
    variables: { page: { pageNum: page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'network-only',
  });
  const answer = data?.quotaProducts;
  const estimate = getFragmentData(QuotaEstimateFields, answer?.estimate);
  const noEstimate = error && gatewayCodeOf(error) === GatewayCode.ESTIMATE_MISSING;
  return (
    <Container maxW="6xl" py="10">
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="4">
          <Heading as="h1" size="xl">
            一键测额匹配产品
          </Heading>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/oneClickRate">重新测算</RouterLink>
          </Button>
        </HStack>
        {noEstimate ? (
          <NoData hint="请先完成一键测额，再查看与预估额度匹配的产品">
            <Button asChild colorPalette="brand">
              <RouterLink to="/oneClickRate">去测额</RouterLink>
            </Button>
          </NoData>
        ) : error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : loading || !answer || !estimate ? (
          <LoadingRows count={2} height="120px" />
        ) : (
          <Stack gap="4">
            <Alert.Root recipe={alertSlotRecipe} status="info" borderRadius="md">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title data-testid="matched-range">
                  预估额度 {formatWan(estimate.lowAmount)} - {formatWan(estimate.highAmount)}{' '}
                  万元，以下产品的额度范围与之匹配
                </Alert.Title>
                <Alert.Description>{estimate.disclaimer}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
            {answer.products.records.length === 0 ? (
              <NoData hint="暂无与预估额度匹配的产品，可前往金融超市查看全部产品" />
            ) : (
              answer.products.records.map((product) => <MatchedProductCard key={product.id} product={product} />)
            )}
            <Pager total={answer.products.total} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
            <Text fontSize="sm" color="gray.500">
              点击“立即申请”填写融资申请（扫码或在机构页面申请的产品进入其详情页），提交后可在“个人中心 -
              我的融资申请”查看进度。
            </Text>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

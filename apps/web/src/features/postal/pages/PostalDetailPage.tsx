import { useQuery } from '@apollo/client/react';
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { getFragmentData } from '#gql';
import { DetailFrame, DetailFrameSkeleton, ProductTextSections } from '#shared/catalog/DetailFrame.tsx';
import { ProductFigures } from '#shared/catalog/ProductFigures.tsx';
import { ProductSummaryFields } from '#shared/catalog/ProductSummaryCard.tsx';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { PostalProcess } from '../components/PostalProcess';
import { PostalProductDetailQuery, PostalProductsQuery } from '../postal-queries';

const ZONE = { to: '/PostalSavingProduct', label: '邮储银行全流程线上贷专区' };

/**
 * 邮储银行全流程线上贷 (spec §2 /PostalSavingProduct/detail?id=): one product of the zone (the first one when no id
 * is given) with the full online process, applied for through the portal's financing form.
 */
export function PostalDetailPage() {
  const [params] = useSearchParams();
  const zone = useQuery(PostalProductsQuery);
  const asked = params.get('id');
  const postalIds = zone.data?.postalProducts.map((product) => product.id) ?? [];
  const id = asked ?? postalIds[0] ?? null;
  const detail = useQuery(PostalProductDetailQuery, { variables: { id: id ?? '' }, skip: !id });
  const error = zone.error ?? detail.error;
  if (error) return <ErrorState error={error} onRetry={() => void (zone.error ? zone.refetch() : detail.refetch())} />;
  if (!zone.data || (id && !detail.data)) return <DetailFrameSkeleton />;
  const product = detail.data?.product;
  if (!id || !product || !postalIds.includes(product.id)) {
    return (
      <Stack py="16" align="center" gap="4">
        <NoData />
        <Text color="gray.600">该产品不在邮储全流程线上贷专区，或已下架</Text>
        <Button asChild variant="outline">
          <RouterLink to={ZONE.to}>返回专区</RouterLink>
        </Button>
      </Stack>
    );
  }
  const card = getFragmentData(ProductSummaryFields, product);
  return (
    <DetailFrame
      parent={ZONE}
      logo={card.logo}
      name={card.name}
      badge={
        <Badge colorPalette="green" variant="solid">
          全流程线上
        </Badge>
      }
      meta={<Text color="gray.600">{card.institutionName}</Text>}
      aside={
        <Stack gap="4">
          <ProductFigures product={card} />
          <Button asChild colorPalette="green" size="lg" data-track="邮储全流程立即申请">
            <RouterLink to={`/financeApply?productId=${encodeURIComponent(product.id)}`}>立即申请</RouterLink>
          </Button>
        </Stack>
      }
    >
      <PostalProcess />
      <ProductTextSections product={product} />
    </DetailFrame>
  );
}

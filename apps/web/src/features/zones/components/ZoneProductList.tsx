import { Stack, Text } from '@chakra-ui/react';
import { type ProductCardItem, ProductSummaryCard } from '#shared/catalog/ProductSummaryCard.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { SkeletonStack } from '#shared/ui/SkeletonStack.tsx';
import { PrevNextPager } from './PrevNextPager';

/** The products of a zone or class page: the shared product card, one per line, with previous / next paging. */
export function ZoneProductList({
  products,
  total,
  page,
  onPageChange,
}: {
  products: readonly ProductCardItem[] | undefined;
  total: number | undefined;
  page: number;
  onPageChange: (page: number) => void;
}) {
  if (!products) {
    return <SkeletonStack gap="4" height="140px" />;
  }
  if (products.length === 0 && page === 1) return <NoData hint="该专区暂无在售产品" />;
  return (
    <Stack gap="4" data-testid="zone-products">
      <Text fontSize="sm" color="gray.600">
        共 {total ?? products.length} 款产品
      </Text>
      {products.length === 0 ? (
        <NoData hint="没有更多产品了" />
      ) : (
        products.map((product) => <ProductSummaryCard key={product.id} product={product} />)
      )}
      <PrevNextPager page={page} itemsOnPage={products.length} onPageChange={onPageChange} />
    </Stack>
  );
}

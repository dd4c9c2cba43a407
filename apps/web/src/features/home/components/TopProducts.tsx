import { SimpleGrid } from '@chakra-ui/react';
import { graphql } from '#gql';
import { useFetchedQuery } from '#shared/api/fetched-query.ts';
import { ProductSummaryCard } from '#shared/catalog/ProductSummaryCard.tsx';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { TopProductsSkeleton } from './TopProductsSkeleton';

const HomeTopProductsQuery = graphql(`
  query HomeTopProducts($size: Int) {
    topProducts(size: $size) {
      id
      ...ProductSummary
    }
  }
`);

export const TOP_PRODUCT_COUNT = 6;

/** The recommended products of the home page, best first. */
export function TopProducts() {
  const { data, error, refetch } = useFetchedQuery(HomeTopProductsQuery, { size: TOP_PRODUCT_COUNT });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <TopProductsSkeleton />;
  if (data.topProducts.length === 0) return <NoData />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" data-testid="top-products">
      {data.topProducts.map((product) => (
        <ProductSummaryCard key={product.id} product={product} layout="tile" />
      ))}
    </SimpleGrid>
  );
}

import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Skeleton } from '@chakra-ui/react';
import { graphql } from '#gql';
import { NO_LOADING } from '#shared/api/request-context.ts';
import { ProductSummaryCard } from '#shared/catalog/ProductSummaryCard.tsx';

/** How many related products the detail page shows. */
const RELATED_COUNT = 3;

const RelatedProductsQuery = graphql(`
  query RelatedProducts($ids: [ID!]!, $size: Int) {
    relatedProducts(productIds: $ids, size: $size) {
      id
      ...ProductSummary
    }
  }
`);

/**
 * Products related to this one (spec §7 otherList: most zones, classes and industries in common first), loaded
 * after the detail without the full-screen indicator; nothing is shown when the call fails.
 */
export function RelatedProducts({ productId }: { productId: string }) {
  const { data, loading } = useQuery(RelatedProductsQuery, {
    variables: { ids: [productId], size: RELATED_COUNT },
    context: NO_LOADING,
  });
  if (loading && !data) return <Skeleton h="180px" borderRadius="lg" />;
  const products = data?.relatedProducts ?? [];
  if (products.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: RELATED_COUNT }} gap="4" data-testid="related-products">
      {products.map((product) => (
        <ProductSummaryCard key={product.id} product={product} layout="tile" />
      ))}
    </SimpleGrid>
  );
}

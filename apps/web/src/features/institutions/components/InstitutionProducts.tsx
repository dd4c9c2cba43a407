import { SimpleGrid } from '@chakra-ui/react';
import { type ProductCardItem, ProductSummaryCard } from '#shared/catalog/ProductSummaryCard.tsx';
import { NoData } from '#shared/ui/NoData.tsx';

/** The products an institution has on shelf, as the portal's product cards. */
export function InstitutionProducts({ products }: { products: readonly ProductCardItem[] }) {
  if (products.length === 0) return <NoData />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="institution-products">
      {products.map((product) => (
        <ProductSummaryCard key={product.id} product={product} layout="tile" />
      ))}
    </SimpleGrid>
  );
}

import { SimpleGrid, Skeleton } from '@chakra-ui/react';

/** The home page's product grid while its products (or its code) are on their way. */
export function TopProductsSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" aria-hidden="true">
      {[0, 1, 2].map((cell) => (
        <Skeleton key={cell} h="220px" borderRadius="lg" />
      ))}
    </SimpleGrid>
  );
}

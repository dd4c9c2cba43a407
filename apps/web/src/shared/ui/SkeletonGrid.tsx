import { SimpleGrid, Skeleton } from '@chakra-ui/react';

/** A card grid's loading state: three grey rounded cards of `height`, in one, two or three columns by width. */
export function SkeletonGrid({ height }: { height: string }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
      {[0, 1, 2].map((cell) => (
        <Skeleton key={cell} h={height} borderRadius="lg" />
      ))}
    </SimpleGrid>
  );
}

import { Button, HStack, Text } from '@chakra-ui/react';
import { showsNextPage } from '../zone-rules';

/** Previous / next paging of a zone list; next only when the page holds exactly 10 items (spec §9). */
export function PrevNextPager({
  page,
  itemsOnPage,
  onPageChange,
}: {
  page: number;
  itemsOnPage: number;
  onPageChange: (page: number) => void;
}) {
  const hasNext = showsNextPage(itemsOnPage);
  if (page === 1 && !hasNext) return null;
  return (
    <HStack justify="center" gap="4" py="4" data-testid="zone-pager">
      {page > 1 && (
        <Button variant="outline" colorPalette="brand" size="sm" minH="44px" onClick={() => onPageChange(page - 1)}>
          上一页
        </Button>
      )}
      <Text fontSize="sm" color="gray.600">
        第 {page} 页
      </Text>
      {hasNext && (
        <Button variant="outline" colorPalette="brand" size="sm" minH="44px" onClick={() => onPageChange(page + 1)}>
          下一页
        </Button>
      )}
    </HStack>
  );
}

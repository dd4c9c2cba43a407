import { ButtonGroup, HStack, IconButton, Pagination, Text, useBreakpointValue } from '@chakra-ui/react';
import { LineIcon } from '@sme/ui/line-icon';

interface PagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/**
 * Paging of lists: the total, page numbers and previous / next; nothing when the list fits on one page. A phone shows
 * the first, the current and the last page only: with two neighbours each side, 16 pages drew 11 buttons, wider than
 * 390 px.
 */
export function Pager({ total, page, pageSize, onPageChange }: PagerProps) {
  const siblingCount = useBreakpointValue({ base: 0, sm: 2 }) ?? 0;
  if (total <= pageSize) return null;
  return (
    <HStack justify="center" gap="4" wrap="wrap" py="4">
      <Text fontSize="sm" color="gray.600">
        共 {total} 条
      </Text>
      <Pagination.Root
        count={total}
        pageSize={pageSize}
        page={page}
        onPageChange={(details) => onPageChange(details.page)}
        siblingCount={siblingCount}
      >
        <ButtonGroup variant="outline" size="sm" colorPalette="brand" attached={false} gap="1">
          <Pagination.PrevTrigger asChild>
            <IconButton aria-label="上一页">
              <Chevron direction="left" />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton aria-label={`第 ${item.value} 页`} variant={{ base: 'outline', _selected: 'solid' }}>
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton aria-label="下一页">
              <Chevron direction="right" />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </HStack>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <LineIcon strokeWidth="2">
      <path
        d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}

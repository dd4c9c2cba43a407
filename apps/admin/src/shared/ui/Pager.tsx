import { Button, HStack, Text } from '@chakra-ui/react';

/** 上一页 / 下一页 with the page and the total count. */
export function Pager({
  pageNum,
  pages,
  total,
  onPage,
}: {
  pageNum: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <HStack justify="flex-end" gap="3" pt="3">
      <Text fontSize="sm" color="gray.600">
        共 {total} 条，第 {pageNum}/{pages} 页
      </Text>
      <Button size="sm" variant="outline" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
        上一页
      </Button>
      <Button size="sm" variant="outline" disabled={pageNum >= pages} onClick={() => onPage(pageNum + 1)}>
        下一页
      </Button>
    </HStack>
  );
}

import { Button, HStack, Text } from '@chakra-ui/react';

/**
 * 上一页 / 下一页 with the page and the total count. A capped total (a broad search counted up to a page past this
 * one) reads "共 200+ 条，第 n 页": the last page is not known, the next one is.
 */
export function Pager({
  pageNum,
  pages,
  total,
  totalIsCapped = false,
  onPage,
}: {
  pageNum: number;
  pages: number;
  total: number;
  totalIsCapped?: boolean | undefined;
  onPage: (page: number) => void;
}) {
  return (
    <HStack justify="flex-end" gap="3" pt="3">
      <Text fontSize="sm" color="gray.600">
        {totalIsCapped ? `共 ${total}+ 条，第 ${pageNum} 页` : `共 ${total} 条，第 ${pageNum}/${pages} 页`}
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

import { Skeleton, Stack } from '@chakra-ui/react';

/** A page's loading state: `count` grey rows of `height`, announced as 加载中. */
export function LoadingRows({ count, height }: { count: number; height: string }) {
  return (
    <Stack gap="4" role="status" aria-label="加载中">
      {[...Array(count).keys()].map((row) => (
        <Skeleton key={row} height={height} />
      ))}
    </Stack>
  );
}

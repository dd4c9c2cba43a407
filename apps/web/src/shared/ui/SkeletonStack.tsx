import { Skeleton, Stack, type StackProps } from '@chakra-ui/react';

/** A list's loading state: `count` grey rounded cards of `height`, one under another (the stack's props passed on). */
export function SkeletonStack({ count = 3, height, ...stack }: { count?: number; height: string } & StackProps) {
  return (
    <Stack {...stack}>
      {[...Array(count).keys()].map((cell) => (
        <Skeleton key={cell} h={height} borderRadius="lg" />
      ))}
    </Stack>
  );
}

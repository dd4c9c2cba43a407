import { Center, Spinner } from '@chakra-ui/react';

/** Shown while the first page's code loads. */
export function RouteFallback() {
  return (
    <Center minH="60vh" aria-label="加载中">
      <Spinner size="lg" color="brand.600" />
    </Center>
  );
}

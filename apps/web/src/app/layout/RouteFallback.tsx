import { Center, Spinner } from '@chakra-ui/react';

/**
 * Shown while a page's code loads. A full screen high, so the footer stays below the fold until the page replaces
 * it: a shorter box let the page push a visible footer down (Lighthouse: layout shift 0.088 on /product).
 */
export function RouteFallback() {
  return (
    <Center minH="100vh" role="status" aria-label="加载中">
      <Spinner size="lg" color="brand.600" />
    </Center>
  );
}

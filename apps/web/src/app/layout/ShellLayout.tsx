import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { useDocumentTitle } from './useDocumentTitle';
import { useScrollToTop } from './useScrollToTop';

/** Header, page and footer of spec §2; every route renders inside it. */
export function ShellLayout() {
  useDocumentTitle();
  useScrollToTop();
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}

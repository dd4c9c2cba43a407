import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useMatches } from 'react-router-dom';
import { AuthDialogHost } from '../../features/auth/dialog/AuthDialogHost';
import { VisitorGuard } from '../../features/auth/guard/VisitorGuard';
import { PromptHost } from '../../features/auth/prompts/PromptHost';
import { useChannelCapture } from '../../features/auth/storage/useChannelCapture';
import { Footer } from './Footer';
import { Header } from './Header';
import { useDocumentTitle } from './useDocumentTitle';
import { useMobileRedirect } from './useMobileRedirect';
import { useScrollToTop } from './useScrollToTop';

/**
 * Header, page and footer of spec §2; every route renders inside it, behind the visitor guard of spec §6. The
 * account dialog and the dialogs flows wait for (alerts, captcha, protocol notice) live here once.
 */
export function ShellLayout() {
  useDocumentTitle();
  useScrollToTop();
  useChannelCapture();
  useMobileRedirect();
  const unknownRoute = !useMatches().some((match) => match.handle !== undefined);
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      <Box as="main" flex="1">
        <VisitorGuard unknownRoute={unknownRoute}>
          <Outlet />
        </VisitorGuard>
      </Box>
      <Footer />
      <AuthDialogHost />
      <PromptHost />
    </Flex>
  );
}

import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useMatches } from 'react-router-dom';
import { AuthDialogHost } from '../../features/auth/dialog/AuthDialogHost';
import { VisitorGuard } from '../../features/auth/guard/VisitorGuard';
import { PromptHost } from '../../features/auth/prompts/PromptHost';
import { useChannelCapture } from '../../features/auth/storage/useChannelCapture';
import { AddCompanyDialogPanel } from '../../features/companies/components/AddCompanyDialogPanel';
import { FaceKeyRedirect } from '../../features/verification/guard/FaceKeyRedirect';
import { VerificationGuard } from '../../features/verification/guard/VerificationGuard';
import { Footer } from './Footer';
import { Header } from './Header';
import { useDocumentTitle } from './useDocumentTitle';
import { useMobileRedirect } from './useMobileRedirect';
import { useScrollToTop } from './useScrollToTop';
import { useTracking } from './useTracking';

/**
 * Header, page and footer of spec §2; every route renders inside it, behind the guards of spec §6: a face key is
 * redeemed first, then the visitor guard, then the certification guard. The account dialog and the dialogs flows
 * wait for (alerts, captcha, protocol notice) live here once.
 */
export function ShellLayout() {
  useDocumentTitle();
  useScrollToTop();
  useChannelCapture();
  useMobileRedirect();
  useTracking();
  const unknownRoute = !useMatches().some((match) => match.handle !== undefined);
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      <Box as="main" flex="1">
        <FaceKeyRedirect>
          <VisitorGuard unknownRoute={unknownRoute}>
            <VerificationGuard unknownRoute={unknownRoute}>
              <Outlet />
            </VerificationGuard>
          </VisitorGuard>
        </FaceKeyRedirect>
      </Box>
      <Footer />
      <AuthDialogHost addCompanyPanel={<AddCompanyDialogPanel />} />
      <PromptHost />
    </Flex>
  );
}

import { Box, Flex } from '@chakra-ui/react';
import { useCloseToastsOnRouteChange } from '@sme/ui/close-toasts-on-route-change';
import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { DeferredAuthDialogHost } from '#features/auth/dialog/DeferredAuthDialogHost.tsx';
import { VisitorGuard } from '#features/auth/guard/VisitorGuard.tsx';
import { PromptHost } from '#features/auth/prompts/PromptHost.tsx';
import { useChannelCapture } from '#features/auth/storage/useChannelCapture.ts';
import { FaceKeyRedirect } from '#features/verification/guard/FaceKeyRedirect.tsx';
import { VerificationGuard } from '#features/verification/guard/VerificationGuard.tsx';
import { closePreviousPageToasts } from '#shared/ui/toaster.tsx';
import { Footer } from './Footer';
import { Header } from './Header';
import { useDocumentTitle } from './useDocumentTitle';
import { useMobileRedirect } from './useMobileRedirect';
import { useRouteTitle } from './useRouteTitle';
import { useScrollToTop } from './useScrollToTop';
import { useTracking } from './useTracking';

// Rendered only inside the open account dialog (which suspends while it loads): not part of the first load.
const AddCompanyDialogPanel = lazy(() =>
  import('#features/companies/components/AddCompanyDialogPanel.tsx').then((module) => ({
    default: module.AddCompanyDialogPanel,
  })),
);

/**
 * Header, page and footer of spec §2; every route renders inside it, behind the guards of spec §6: a face key is
 * redeemed first, then the visitor guard, then the certification guard. The account dialog and the dialogs flows
 * wait for (alerts, captcha, protocol notice) live here once.
 */
export function ShellLayout() {
  useDocumentTitle();
  useScrollToTop();
  useCloseToastsOnRouteChange(closePreviousPageToasts);
  useChannelCapture();
  useMobileRedirect();
  useTracking();
  const unknownRoute = useRouteTitle() === undefined;
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
      <DeferredAuthDialogHost addCompanyPanel={<AddCompanyDialogPanel />} />
      <PromptHost />
    </Flex>
  );
}

import { Box, Container, Flex, Link, Text, useBreakpointValue } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AccountLinks } from '#features/auth/components/AccountLinks.tsx';
import { CareModeSwitch } from '#features/care/CareModeSwitch.tsx';
import { MessageBadge } from '#features/messages/components/MessageBadge.tsx';
import { NAV_BAR_HEIGHT_PX, UTILITY_BAR_HEIGHT_PX } from '#shared/ui/header-metrics.ts';
import { Logo } from '#shared/ui/Logo.tsx';
import { CompactNav } from './CompactNav';
import { MainNav } from './MainNav';
import { useSiteConfig } from './useSiteConfig';

const STAFF_LOGIN = '金融机构/政府人员登录';

/**
 * Spec §2 header: a utility bar with the account links, then the logo and the main navigation. Below md (phones) the
 * navigation folds into a 菜单 button and the staff login moves into that menu, so the bars fit 390 px.
 */
export function Header() {
  const siteConfig = useSiteConfig();
  return (
    <Box as="header" bg="white" boxShadow="sm" position="relative" zIndex="docked">
      <UtilityBar />
      <Container maxW="7xl">
        <Flex h={`${NAV_BAR_HEIGHT_PX}px`} align="center" justify="space-between" gap={{ base: '3', md: '6' }}>
          <RouterLink to="/" aria-label="区域中小企业融资服务平台 SME Financing Service Platform 首页">
            <Logo />
          </RouterLink>
          <MainNav />
          <CompactNav extra={{ label: STAFF_LOGIN, href: siteConfig?.adminLoginUrl }} />
        </Flex>
      </Container>
    </Box>
  );
}

function UtilityBar() {
  const siteConfig = useSiteConfig();
  // In the browser the first render already knows the width (`ssr: false`): a phone renders the bar once, not wide
  // and then again narrow. The build's prerender has no window and renders it wide.
  const wide = useBreakpointValue({ base: false, md: true }, { fallback: 'md', ssr: typeof window === 'undefined' });
  return (
    <Box bg="brand.900" color="whiteAlpha.900" fontSize="xs">
      <Container maxW="7xl">
        <Flex minH={`${UTILITY_BAR_HEIGHT_PX}px`} align="center" justify={{ base: 'flex-end', md: 'space-between' }}>
          <Text display={{ base: 'none', md: 'block' }}>您好，欢迎访问区域中小企业融资服务平台！</Text>
          <CareModeSwitch />
          <AccountLinks
            messages={<MessageBadge />}
            extra={
              wide && (
                <Link
                  href={siteConfig?.adminLoginUrl}
                  target="_blank"
                  rel="noopener"
                  color="inherit"
                  _hover={{ color: 'accent.400' }}
                  data-track={STAFF_LOGIN}
                >
                  {STAFF_LOGIN}
                </Link>
              )
            }
          />
        </Flex>
      </Container>
    </Box>
  );
}

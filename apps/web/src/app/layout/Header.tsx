import { Box, Container, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AccountLinks } from '../../features/auth/components/AccountLinks';
import { NAV_BAR_HEIGHT_PX, UTILITY_BAR_HEIGHT_PX } from '../../shared/ui/header-metrics';
import { Logo } from '../../shared/ui/Logo';
import { MainNav } from './MainNav';
import { useSiteConfig } from './useSiteConfig';

/** Spec §2 header: a utility bar with the account links, then the logo and the main navigation. */
export function Header() {
  return (
    <Box as="header" bg="white" boxShadow="sm" position="relative" zIndex="docked">
      <UtilityBar />
      <Container maxW="7xl">
        <Flex h={`${NAV_BAR_HEIGHT_PX}px`} align="center" justify="space-between" gap="6">
          <RouterLink to="/" aria-label="区域中小企业融资服务平台 首页">
            <Logo />
          </RouterLink>
          <MainNav />
        </Flex>
      </Container>
    </Box>
  );
}

function UtilityBar() {
  const siteConfig = useSiteConfig();
  return (
    <Box bg="brand.900" color="whiteAlpha.900" fontSize="xs">
      <Container maxW="7xl">
        <Flex h={`${UTILITY_BAR_HEIGHT_PX}px`} align="center" justify="space-between">
          <Text display={{ base: 'none', md: 'block' }}>您好，欢迎访问区域中小企业融资服务平台！</Text>
          <AccountLinks
            extra={
              <Link
                href={siteConfig?.adminLoginUrl}
                target="_blank"
                rel="noopener"
                color="inherit"
                _hover={{ color: 'accent.400' }}
                data-track="金融机构/政府人员登录"
              >
                金融机构/政府人员登录
              </Link>
            }
          />
        </Flex>
      </Container>
    </Box>
  );
}

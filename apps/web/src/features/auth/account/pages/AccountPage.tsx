import { Box, Container, chakra, Flex, Heading, Stack } from '@chakra-ui/react';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../../shared/session/current-user';
import { ErrorState } from '../../../../shared/ui/ErrorState';
import { ACCOUNT_SECTIONS, accountSection } from '../account-sections';
import { AccountInfo } from '../components/AccountInfo';
import { CanteenSection } from '../components/CanteenSection';
import { ChangeMobileForm } from '../components/ChangeMobileForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';

const MenuLink = chakra(NavLink);

/** /account/{type}: the personal centre with its side menu (spec §2). */
export function AccountPage() {
  const { type } = useParams();
  const section = accountSection(type);
  // Asked afresh on entering, so a session ended elsewhere is noticed here (spec §8 forced logout).
  const { user, error } = useCurrentUser({ fetchPolicy: 'network-only' });
  if (!section) return <Navigate to="/account/1" replace />;
  return (
    <Container maxW="6xl" py="8">
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="flex-start">
        <Box
          as="nav"
          aria-label="个人中心"
          w={{ base: 'full', md: '220px' }}
          bg="white"
          borderRadius="lg"
          borderWidth="1px"
          py="4"
        >
          <Heading as="h1" size="md" px="6" pb="3" color="gray.800">
            个人中心
          </Heading>
          <Stack gap="0">
            {ACCOUNT_SECTIONS.map((item) => (
              <MenuLink
                key={item.type}
                to={`/account/${item.type}`}
                px="6"
                py="3"
                color="gray.700"
                borderStartWidth="3px"
                borderColor="transparent"
                _hover={{ bg: 'gray.50', color: 'brand.600' }}
                css={{
                  '&.active': { color: 'brand.700', bg: 'brand.50', borderColor: 'brand.600', fontWeight: 'semibold' },
                }}
              >
                {item.label}
              </MenuLink>
            ))}
          </Stack>
        </Box>
        <Box flex="1" w="full" bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '6', md: '10' }} minH="420px">
          {error ? (
            <ErrorState error={error} />
          ) : user ? (
            <>
              {section === '1' && <AccountInfo user={user} />}
              {section === '7' && <ChangePasswordForm />}
              {section === '8' && <ChangeMobileForm currentMobile={user.maskedMobile} />}
              {section === '9' && <CanteenSection />}
            </>
          ) : null}
        </Box>
      </Flex>
    </Container>
  );
}

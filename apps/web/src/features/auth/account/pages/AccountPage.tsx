import { Box, Container, chakra, Flex, Heading, Stack } from '@chakra-ui/react';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { type AccountSection, accountSection } from '../account-sections';

const MenuLink = chakra(NavLink);

/**
 * /account/{type}: the personal centre with its side menu (spec §2). The sections come from the app layer, which
 * composes what each feature contributes.
 */
export function AccountPage({ sections }: { sections: readonly AccountSection[] }) {
  const { type } = useParams();
  const section = accountSection(sections, type);
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
          pt="4"
          pb={{ base: '0', md: '4' }}
          minW="0"
        >
          <Heading as="h1" size="md" px={{ base: '4', md: '6' }} pb="3" color="gray.800">
            个人中心
          </Heading>
          {/* Phones: one row of tabs that scrolls inside its box (issue 10), not seven lines above the section. */}
          <Stack gap="0" direction={{ base: 'row', md: 'column' }} overflowX={{ base: 'auto', md: 'visible' }}>
            {sections.map((item) => (
              <MenuLink
                key={item.type}
                to={`/account/${item.type}`}
                px={{ base: '4', md: '6' }}
                py="3"
                minH="44px"
                flexShrink={0}
                whiteSpace="nowrap"
                color="gray.700"
                borderStartWidth={{ base: '0', md: '3px' }}
                borderBottomWidth={{ base: '3px', md: '0' }}
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
        <Box
          flex="1"
          w="full"
          minW="0"
          bg="white"
          borderRadius="lg"
          borderWidth="1px"
          p={{ base: '4', md: '10' }}
          minH="420px"
        >
          {error ? <ErrorState error={error} /> : user ? <section.Component user={user} /> : null}
        </Box>
      </Flex>
    </Container>
  );
}

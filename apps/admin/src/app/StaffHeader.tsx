import { Box, Button, Container, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { CareModeToggle } from '@sme/ui/care';
import { FoldingMenu } from '@sme/ui/folding-menu';
import { NavLink } from 'react-router-dom';
import { navigationFor } from '#shared/session/navigation.ts';
import type { Staff } from '#shared/session/use-staff.ts';

const StyledNavLink = chakra(NavLink);

const menuEntryStyle = {
  display: 'flex',
  alignItems: 'center',
  minH: '48px',
  px: '5',
  fontSize: 'md',
  borderStartWidth: '3px',
  borderColor: 'transparent',
  _hover: { bg: 'gray.50', color: 'brand.600' },
  '&.active': { color: 'brand.700', bg: 'brand.50', borderColor: 'brand.600' },
} as const;

/**
 * The workbench's header: the title, the role's navigation, who is signed in, 关怀版 and 退出登录. Below xl (1280 px)
 * the navigation, the name and 退出登录 fold into a 菜单 panel: six entries and an institution's long name drew the
 * header 918 px wide on a 390 px phone and squeezed the entries to one character a line at 1024 px. From 1280 px a
 * name too long for the line (a long institution's, or 关怀版's larger type) ends in an ellipsis, whole in its title.
 */
export function StaffHeader({ staff, leaving, onSignOut }: { staff: Staff; leaving: boolean; onSignOut: () => void }) {
  const items = navigationFor(staff.role);
  const name = `${staff.name}（${staff.roleName}${staff.orgName ? ` · ${staff.orgName}` : ''}）`;
  return (
    <Box as="header" bg="brand.700" color="white" position="relative" zIndex="docked">
      <Container maxW="7xl">
        <Flex h="14" align="center" gap={{ base: '3', xl: '6' }}>
          <Text fontWeight="bold" whiteSpace="nowrap" flex={{ base: '1', xl: 'none' }}>
            融资服务工作台
          </Text>
          <HStack as="nav" gap="1" flex="1" aria-label="主导航" display={{ base: 'none', xl: 'flex' }}>
            {items.map((item) => (
              <NavLink key={item.path} to={item.path}>
                {({ isActive }) => (
                  <Box
                    px="3"
                    py="1.5"
                    borderRadius="md"
                    bg={isActive ? 'brand.500' : undefined}
                    fontSize="sm"
                    whiteSpace="nowrap"
                  >
                    {item.label}
                  </Box>
                )}
              </NavLink>
            ))}
          </HStack>
          <Text
            fontSize="sm"
            truncate
            minW="0"
            title={name}
            data-testid="staff-name"
            display={{ base: 'none', xl: 'block' }}
          >
            {name}
          </Text>
          <CareModeToggle color="white" _pressed={{ bg: 'white', color: 'brand.800' }} />
          <Button
            size="sm"
            variant="outline"
            color="white"
            loading={leaving}
            onClick={onSignOut}
            display={{ base: 'none', xl: 'inline-flex' }}
          >
            退出登录
          </Button>
          <FoldingMenu
            foldedBelow="xl"
            panelLabel="菜单导航"
            buttonStyle={{ color: 'white', _hover: { bg: 'brand.600' } }}
          >
            {() => (
              <Stack gap="0">
                {items.map((item) => (
                  <StyledNavLink key={item.path} to={item.path} css={menuEntryStyle}>
                    {item.label}
                  </StyledNavLink>
                ))}
                <Box borderTopWidth="1px" mt="2" pt="3" px="5" pb="1">
                  <Text fontSize="sm" color="gray.600" data-testid="staff-name-in-menu">
                    {name}
                  </Text>
                  <Button mt="3" size="sm" variant="outline" loading={leaving} onClick={onSignOut}>
                    退出登录
                  </Button>
                </Box>
              </Stack>
            )}
          </FoldingMenu>
        </Flex>
      </Container>
    </Box>
  );
}

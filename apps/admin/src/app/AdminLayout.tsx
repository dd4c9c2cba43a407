import { useApolloClient, useMutation } from '@apollo/client/react';
import { Box, Button, Container, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { CareModeToggle } from '@sme/ui/care';
import { useCloseToastsOnRouteChange } from '@sme/ui/close-toasts-on-route-change';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { homePathFor, mayOpen, navigationFor } from '#shared/session/navigation.ts';
import { StaffLogoutMutation } from '#shared/session/staff-operations.ts';
import { useStaff } from '#shared/session/use-staff.ts';
import { closePreviousPageToast } from '#shared/ui/toaster.tsx';

/** The signed-in frame: the header with the role's navigation and 退出登录; no session leads to the login. */
export function AdminLayout() {
  const { staff, loading } = useStaff();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [logout, { loading: leaving }] = useMutation(StaffLogoutMutation, { context: QUIET_ERRORS });
  useCloseToastsOnRouteChange(closePreviousPageToast);

  if (loading) {
    return (
      <Flex minH="100vh" align="center" justify="center">
        <Spinner color="brand.600" />
      </Flex>
    );
  }
  if (!staff) return <Navigate to="/login" replace />;
  if (!mayOpen(staff.role, location.pathname)) return <Navigate to={homePathFor(staff.role)} replace />;

  const signOut = async () => {
    try {
      await logout();
    } finally {
      await client.clearStore();
      navigate('/login', { replace: true });
    }
  };

  return (
    <Box minH="100vh">
      <Box as="header" bg="brand.700" color="white">
        <Container maxW="7xl">
          <Flex h="14" align="center" gap="6">
            <Text fontWeight="bold" whiteSpace="nowrap">
              融资服务工作台
            </Text>
            <HStack as="nav" gap="1" flex="1" aria-label="主导航">
              {navigationFor(staff.role).map((item) => (
                <NavLink key={item.path} to={item.path}>
                  {({ isActive }) => (
                    <Box px="3" py="1.5" borderRadius="md" bg={isActive ? 'brand.500' : undefined} fontSize="sm">
                      {item.label}
                    </Box>
                  )}
                </NavLink>
              ))}
            </HStack>
            <Text fontSize="sm" whiteSpace="nowrap" data-testid="staff-name">
              {staff.name}（{staff.roleName}
              {staff.orgName ? ` · ${staff.orgName}` : ''}）
            </Text>
            <CareModeToggle color="white" _pressed={{ bg: 'white', color: 'brand.800' }} />
            <Button size="sm" variant="outline" color="white" loading={leaving} onClick={() => void signOut()}>
              退出登录
            </Button>
          </Flex>
        </Container>
      </Box>
      <Container as="main" maxW="7xl" py="6">
        <Outlet context={staff} />
      </Container>
    </Box>
  );
}

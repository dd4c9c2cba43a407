import { useApolloClient, useMutation } from '@apollo/client/react';
import { Box, Container, Flex, Spinner } from '@chakra-ui/react';
import { useCloseToastsOnRouteChange } from '@sme/ui/close-toasts-on-route-change';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { homePathFor, mayOpen } from '#shared/session/navigation.ts';
import { StaffLogoutMutation } from '#shared/session/staff-operations.ts';
import { useStaff } from '#shared/session/use-staff.ts';
import { closePreviousPageToast } from '#shared/ui/toaster.tsx';
import { StaffHeader } from './StaffHeader';

/** The signed-in frame: the staff header (StaffHeader) over the page; no session leads to the login. */
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
      <StaffHeader staff={staff} leaving={leaving} onSignOut={() => void signOut()} />
      <Container as="main" maxW="7xl" py="6">
        <Outlet context={staff} />
      </Container>
    </Box>
  );
}

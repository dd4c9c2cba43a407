import { Navigate } from 'react-router-dom';
import { homePathFor } from '#shared/session/navigation.ts';
import { useLayoutStaff } from '#shared/session/use-layout-staff.ts';

export function HomeRedirect() {
  return <Navigate to={homePathFor(useLayoutStaff().role)} replace />;
}

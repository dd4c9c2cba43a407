import { Navigate } from 'react-router-dom';
import { homePathFor } from '../shared/session/navigation';
import { useLayoutStaff } from '../shared/session/use-layout-staff';

export function HomeRedirect() {
  return <Navigate to={homePathFor(useLayoutStaff().role)} replace />;
}

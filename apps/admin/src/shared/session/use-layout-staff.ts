import { useOutletContext } from 'react-router-dom';
import type { Staff } from './use-staff';

/** The staff member the signed-in frame (app/AdminLayout) hands its pages. */
export function useLayoutStaff(): Staff {
  return useOutletContext<Staff>();
}

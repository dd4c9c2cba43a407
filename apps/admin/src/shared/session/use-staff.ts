import { useQuery } from '@apollo/client/react';
import type { StaffMeQuery as StaffMeResult } from '#gql/graphql.ts';
import { QUIET_ERRORS } from '../api/apollo-client';
import { StaffMeQuery } from './staff-operations';

export type Staff = NonNullable<StaffMeResult['staffMe']>;

/** The signed-in staff member; `staff` is null without a session (the login screen then). */
export function useStaff(): { staff: Staff | null; loading: boolean } {
  const { data, loading, error } = useQuery(StaffMeQuery, { fetchPolicy: 'cache-first', context: QUIET_ERRORS });
  return { staff: error ? null : (data?.staffMe ?? null), loading: loading && !data };
}

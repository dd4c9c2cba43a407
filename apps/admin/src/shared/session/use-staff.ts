import { useQuery } from '@apollo/client/react';
import { type FragmentType, getFragmentData } from '#gql';
import type { StaffFieldsFragment } from '#gql/graphql.ts';
import { QUIET_ERRORS } from '../api/apollo-client';
import { StaffFields, StaffMeQuery } from './staff-operations';

export type Staff = StaffFieldsFragment;

/** The staff member's fields as the session shows them, from an answer that spreads StaffFields. */
export function staffOf(answer: FragmentType<typeof StaffFields> | null | undefined): Staff | null {
  return getFragmentData(StaffFields, answer) ?? null;
}

/** The signed-in staff member; `staff` is null without a session (the login screen then). */
export function useStaff(): { staff: Staff | null; loading: boolean } {
  const { data, loading, error } = useQuery(StaffMeQuery, { fetchPolicy: 'cache-first', context: QUIET_ERRORS });
  return { staff: error ? null : staffOf(data?.staffMe), loading: loading && !data };
}

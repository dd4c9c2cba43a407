import { type FragmentType, getFragmentData, graphql, makeFragmentData } from '#gql';
import type { CurrentUserFieldsFragment } from '#gql/graphql.ts';

/** What the portal knows of the logged-in user (spec §3 user info); login and register answer the same. */
export const CurrentUserFields = graphql(`
  fragment CurrentUserFields on UserInfo {
    id
    name
    maskedMobile
    companyName
    companyCount
    ifImport
    ifCertification
    identifyStatus
    hasCheckedFace
  }
`);

/** The logged-in user; `me` is null when logged out. */
export const MeQuery = graphql(`
  query Me {
    me {
      ...CurrentUserFields
    }
  }
`);

/** What the portal knows of the logged-in user (CurrentUserFields). */
export type CurrentUser = CurrentUserFieldsFragment;

/** The user of an answer that spread CurrentUserFields (`me`, a login, a registration). */
export function currentUserOf(user: FragmentType<typeof CurrentUserFields>): CurrentUser;
export function currentUserOf(user: FragmentType<typeof CurrentUserFields> | null | undefined): CurrentUser | null;
export function currentUserOf(user: FragmentType<typeof CurrentUserFields> | null | undefined): CurrentUser | null {
  return getFragmentData(CurrentUserFields, user) ?? null;
}

/** A user as `me` answers it, to write into Apollo's cache. */
export function asMeAnswer(user: CurrentUser | null): FragmentType<typeof CurrentUserFields> | null {
  return user && makeFragmentData(user, CurrentUserFields);
}

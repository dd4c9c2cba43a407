/**
 * Leaves the portal for the provider (a full navigation: the provider's pages are its own). Its own module: the
 * header's logout uses it, and the login flows of useOutsideLoginStart.ts need not come with the header (issue 10).
 */
export const leavePortal = {
  go: (url: string): void => window.location.assign(url),
};

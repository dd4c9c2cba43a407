/** Spec §2 / §9: the private-economy zone is a section of the home page reached 500 ms after navigating there. */
export const PRIVATE_ECONOMY_SCROLL_TOP = 670;
export const PRIVATE_ECONOMY_SCROLL_DELAY_MS = 500;

/** One entry of the main navigation: a route, or the private-economy zone's scroll on the home page. */
export type NavItem = { label: string; to: string; end?: boolean } | { label: string; zone: 'private-economy' };

/** The main navigation, the same entries in the wide bar and in the phone's menu. */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { label: '首页', to: '/', end: true },
  { label: '民营经济专区', zone: 'private-economy' },
  { label: '金融超市', to: '/product' },
  { label: '惠企政策', to: '/enterpriseFriendly' },
];

/** The phone's menu closes on a route change: it stays open only for the location it was opened on. */
export function menuStillOpen(openedAt: string | null, location: string): boolean {
  return openedAt !== null && openedAt === location;
}

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

import { describe, expect, it } from 'vitest';
import { MAIN_NAV_ITEMS } from './nav-items';

describe('the main navigation', () => {
  it('lists the header entries of spec §2 in order, the zone as a scroll on the home page', () => {
    expect(MAIN_NAV_ITEMS.map((item) => item.label)).toEqual(['首页', '民营经济专区', '金融超市', '惠企政策']);
    expect(MAIN_NAV_ITEMS[1]).toEqual({ label: '民营经济专区', zone: 'private-economy' });
    expect(MAIN_NAV_ITEMS[0]).toEqual({ label: '首页', to: '/', end: true });
  });
});

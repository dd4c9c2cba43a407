import { describe, expect, it } from 'vitest';
import { routeTitle } from './useRouteTitle';

describe('routeTitle (the shell reads titles from the route table, not from the data router)', () => {
  it('names the home page, a page and a page with a parameter', () => {
    expect(routeTitle('/')).toBe('首页');
    expect(routeTitle('/product')).toBe('金融超市');
    expect(routeTitle('/product/12')).toBe('产品详情');
  });

  it('answers undefined for an unknown address, which the router sends home', () => {
    expect(routeTitle('/no-such-page')).toBeUndefined();
    expect(routeTitle('/product/12/extra')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { routeAccess } from './visitor-access';

const visitor = (pathname: string, pendingLogin = false) => routeAccess({ pathname, loggedIn: false, pendingLogin });

describe('routeAccess (spec §6 visitor guard)', () => {
  it('opens the home page and the visitor pages to visitors', () => {
    for (const path of [
      '/',
      '',
      '/login',
      '/register',
      '/forget',
      '/product',
      '/product/12',
      '/financialInstitution/3',
      '/news/1',
      '/key/abc',
      '/enterpriseFriendly',
      '/regionalFinance/2',
      '/lendingcenter',
      '/reloanPolicy',
      '/creditInstitution',
      '/biomedicine',
      '/compensate',
      '/agreement/1',
      '/cbpage/gdauth',
      '/cbpage/wechat',
    ]) {
      expect(visitor(path), path).toBe('open');
    }
  });

  it('asks visitors to log in everywhere else', () => {
    for (const path of [
      '/account/1',
      '/verified',
      '/financeApply',
      '/changeCompany',
      '/changeCell',
      '/productZone',
      '/cgd',
    ]) {
      expect(visitor(path), path).toBe('login-required');
    }
  });

  it('lets a visitor pick a company while a login waits for it', () => {
    expect(visitor('/changeCompany', true)).toBe('open');
    expect(visitor('/account/1', true)).toBe('login-required');
  });

  it('sends logged-in users from /login home and opens everything else', () => {
    expect(routeAccess({ pathname: '/login', loggedIn: true, pendingLogin: false })).toBe('go-home');
    expect(routeAccess({ pathname: '/account/1', loggedIn: true, pendingLogin: false })).toBe('open');
    expect(routeAccess({ pathname: '/register', loggedIn: true, pendingLogin: false })).toBe('open');
  });
});

import { describe, expect, it } from 'vitest';
import { maskIdNumber, maskName, PROVINCIAL_TEST_USERS, ProvincialUserStore } from './test-users.ts';

describe('provincial test users', () => {
  it('exist at L1, L2 and L3, with distinct subjects and usernames', () => {
    expect(new Set(PROVINCIAL_TEST_USERS.map((user) => user.level))).toEqual(new Set([1, 2, 3]));
    expect(new Set(PROVINCIAL_TEST_USERS.map((user) => user.sub)).size).toBe(PROVINCIAL_TEST_USERS.length);
    expect(new Set(PROVINCIAL_TEST_USERS.map((user) => user.username)).size).toBe(PROVINCIAL_TEST_USERS.length);
  });

  it('sign in with their password only', () => {
    const users = new ProvincialUserStore();
    expect(users.authenticate(' gd_l1 ', 'Local@L1')?.sub).toBe('gd-local-0001');
    expect(users.authenticate('gd_l1', 'Local@L2')).toBeUndefined();
    expect(users.authenticate('nobody', 'Local@L1')).toBeUndefined();
  });

  it('raise a level but never lower it, per running stand-in', () => {
    const users = new ProvincialUserStore();
    expect(users.raiseLevel('gd-local-0001', 2)?.level).toBe(2);
    expect(users.raiseLevel('gd-local-0003', 2)?.level).toBe(3);
    expect(new ProvincialUserStore().find('gd-local-0001')?.level).toBe(1);
    expect(PROVINCIAL_TEST_USERS[0]?.level).toBe(1);
  });

  it('are shown masked', () => {
    expect(maskName('陈一鸣')).toBe('陈**');
    expect(maskIdNumber('440106199001019018')).toBe('4401**********9018');
  });
});

import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage';
import {
  forgetWeChatBinding,
  holdProvincialAddresses,
  readWeChatBinding,
  rememberBegunLogin,
  rememberWeChatBinding,
  storeProvincialLogoutUrl,
  takeBegunLogin,
  takeProvincialAddresses,
  takeProvincialLogoutUrl,
} from './outside-login-storage';

const agreement = { id: '2', type: 2, version: '1.0.0', isPopUp: true };
const addresses = { logoutUrl: 'https://id.example/session/end?x=1', identifyUrl: 'https://id.example/identify' };

describe('outside-login storage', () => {
  it('keeps the login begun in this tab for its provider only, once', () => {
    const storage = memoryStorage();
    rememberBegunLogin(
      { provider: 'wechat', agreed: [{ ...agreement, title: 'x' } as never], appId: 'wx-app' },
      storage,
    );
    expect(takeBegunLogin('provincial', storage)).toBeNull();
    rememberBegunLogin({ provider: 'wechat', agreed: [agreement], appId: 'wx-app' }, storage);
    expect(takeBegunLogin('wechat', storage)).toEqual({ provider: 'wechat', agreed: [agreement], appId: 'wx-app' });
    expect(takeBegunLogin('wechat', storage)).toBeNull();
    storage.setItem('outsideLogin', '{"provider":"other","agreed":[]}');
    expect(takeBegunLogin('wechat', storage)).toBeNull();
  });

  it('hands the provincial addresses to the company login within 2 minutes only, once', () => {
    const storage = memoryStorage();
    holdProvincialAddresses(addresses, 1_000, storage);
    expect(takeProvincialAddresses(1_000 + 120_000, storage)).toEqual(addresses);
    expect(takeProvincialAddresses(1_000, storage)).toBeNull();
    holdProvincialAddresses(addresses, 1_000, storage);
    expect(takeProvincialAddresses(1_000 + 120_001, storage)).toBeNull();
    holdProvincialAddresses({ logoutUrl: 'javascript:alert(1)', identifyUrl: addresses.identifyUrl }, 1_000, storage);
    expect(takeProvincialAddresses(1_000, storage)).toBeNull();
  });

  it('stores the provincial logout URL (http(s) only) until logout takes it', () => {
    const storage = memoryStorage();
    storeProvincialLogoutUrl(addresses.logoutUrl, storage);
    expect(takeProvincialLogoutUrl(storage)).toBe(addresses.logoutUrl);
    expect(takeProvincialLogoutUrl(storage)).toBeNull();
    storeProvincialLogoutUrl(addresses.logoutUrl, storage);
    storeProvincialLogoutUrl(null, storage);
    expect(takeProvincialLogoutUrl(storage)).toBeNull();
    storage.setItem('provincialLogoutUrl', 'javascript:alert(1)');
    expect(takeProvincialLogoutUrl(storage)).toBeNull();
  });

  it('remembers a WeChat user waiting for its binding', () => {
    const storage = memoryStorage();
    expect(readWeChatBinding(storage)).toBeNull();
    rememberWeChatBinding({ nickname: '李小信' }, storage);
    expect(readWeChatBinding(storage)).toEqual({ nickname: '李小信' });
    forgetWeChatBinding(storage);
    expect(readWeChatBinding(storage)).toBeNull();
  });
});

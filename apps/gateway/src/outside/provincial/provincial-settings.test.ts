import { describe, expect, it } from 'vitest';
import { readProvincialSettings } from './provincial-settings.ts';

const STAND_IN = {
  PROVINCIAL_ISSUER: 'http://127.0.0.1:8090',
  PROVINCIAL_CLIENT_ID: 'sme-platform-local',
  PROVINCIAL_CLIENT_SECRET: 'local-secret',
  PROVINCIAL_IDENTIFY_URL: 'http://127.0.0.1:8090/identify',
};

describe('provincial settings', () => {
  it('are not configured without PROVINCIAL_ISSUER, in production and outside', () => {
    expect(readProvincialSettings({}, false)).toEqual({ configured: false });
    expect(readProvincialSettings({}, true)).toEqual({ configured: false });
  });

  it('read the stand-in outside production with the default scopes and level claim', () => {
    expect(readProvincialSettings(STAND_IN, false)).toEqual({
      configured: true,
      issuer: 'http://127.0.0.1:8090',
      clientId: 'sme-platform-local',
      clientSecret: 'local-secret',
      identifyUrl: 'http://127.0.0.1:8090/identify',
      logoutUrl: undefined,
      scope: 'openid profile phone assurance',
      levelClaim: 'assurance_level',
    });
  });

  it('keep the issuer as spelled and take the optional settings', () => {
    const settings = readProvincialSettings(
      {
        ...STAND_IN,
        PROVINCIAL_ISSUER: 'https://id.gd.example.cn/oidc/',
        PROVINCIAL_IDENTIFY_URL: 'https://id.gd.example.cn/identify',
        PROVINCIAL_LOGOUT_URL: 'https://id.gd.example.cn/logout',
        PROVINCIAL_SCOPES: ' openid  profile phone gd_level ',
        PROVINCIAL_LEVEL_CLAIM: 'gd_level',
      },
      true,
    );
    expect(settings).toMatchObject({
      issuer: 'https://id.gd.example.cn/oidc/',
      logoutUrl: 'https://id.gd.example.cn/logout',
      scope: 'openid profile phone gd_level',
      levelClaim: 'gd_level',
    });
  });

  it('refuse a half configuration', () => {
    expect(() => readProvincialSettings({ PROVINCIAL_CLIENT_ID: 'x' }, false)).toThrow(
      /PROVINCIAL_CLIENT_ID is set but PROVINCIAL_ISSUER is not/,
    );
    const { PROVINCIAL_CLIENT_SECRET: _secret, ...withoutSecret } = STAND_IN;
    expect(() => readProvincialSettings(withoutSecret, false)).toThrow(/PROVINCIAL_CLIENT_SECRET is required/);
    const { PROVINCIAL_IDENTIFY_URL: _identify, ...withoutIdentify } = STAND_IN;
    expect(() => readProvincialSettings(withoutIdentify, false)).toThrow(/PROVINCIAL_IDENTIFY_URL is required/);
    expect(() => readProvincialSettings({ ...STAND_IN, PROVINCIAL_SCOPES: 'profile phone' }, false)).toThrow(
      /must include openid/,
    );
  });

  it('refuse plain http in production and away from loopback', () => {
    expect(() => readProvincialSettings(STAND_IN, true)).toThrow(/PROVINCIAL_ISSUER must be an https address/);
    expect(() => readProvincialSettings({ ...STAND_IN, PROVINCIAL_ISSUER: 'http://id.gd.example.cn' }, false)).toThrow(
      /PROVINCIAL_ISSUER must be an https address/,
    );
    expect(() =>
      readProvincialSettings({ ...STAND_IN, PROVINCIAL_LOGOUT_URL: 'http://id.gd.example.cn/logout' }, false),
    ).toThrow(/PROVINCIAL_LOGOUT_URL must be an https address/);
  });
});

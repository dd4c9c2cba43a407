import { describe, expect, it } from 'vitest';
import { readGatewayConfig } from '../apps/gateway/src/config.ts';
import { DEFAULT_GOVDATA_TOKEN } from '../stand-ins/src/govdata/govdata-pack.ts';
import { readStandInSettings } from '../stand-ins/src/settings.ts';
import { gatewayEnvForStandIns, loopbackOrigins, standInEnv, standInsWanted } from './stand-in-env.ts';

describe('wiring the stand-ins', () => {
  it('are started outside production unless both real providers are named', () => {
    expect(standInsWanted({})).toBe(true);
    expect(standInsWanted({ NODE_ENV: 'development', PROVINCIAL_ISSUER: 'https://id.gd.example.cn' })).toBe(true);
    expect(standInsWanted({ PROVINCIAL_ISSUER: 'https://id.gd.example.cn', WECHAT_APP_ID: 'wx1' })).toBe(false);
    expect(standInsWanted({ NODE_ENV: 'production' })).toBe(false);
  });

  it('register the portal callback on both loopback hosts of every portal port', () => {
    const settings = readStandInSettings(standInEnv(4321, loopbackOrigins([8080, 5173])));
    expect(settings.port).toBe(4321);
    expect(settings.provincial.redirectUris).toEqual([
      'http://localhost:8080/cbpage/gdauth',
      'http://127.0.0.1:8080/cbpage/gdauth',
      'http://localhost:5173/cbpage/gdauth',
      'http://127.0.0.1:5173/cbpage/gdauth',
    ]);
  });

  it("give the gateway a configuration it accepts, with the stand-in's own credentials", () => {
    const standIn = readStandInSettings(standInEnv(4321, loopbackOrigins([8080])));
    const config = readGatewayConfig(gatewayEnvForStandIns('http://127.0.0.1:4321', {}));
    expect(config.provincial).toMatchObject({
      configured: true,
      issuer: 'http://127.0.0.1:4321',
      clientId: standIn.provincial.clientId,
      clientSecret: standIn.provincial.clientSecret,
      identifyUrl: 'http://127.0.0.1:4321/identify',
    });
    expect(config.wechat).toEqual({
      configured: true,
      appId: standIn.wechat.appId,
      appSecret: standIn.wechat.appSecret,
      openUrl: 'http://127.0.0.1:4321/wechat',
      apiUrl: 'http://127.0.0.1:4321/wechat',
    });
    expect(config.govData).toEqual({
      configured: true,
      url: 'http://127.0.0.1:4321/govdata',
      token: DEFAULT_GOVDATA_TOKEN,
    });
  });

  it('leave a real provider named in the environment alone', () => {
    const env = gatewayEnvForStandIns('http://127.0.0.1:4321', {
      PROVINCIAL_ISSUER: 'https://id.gd.example.cn',
      WECHAT_APP_ID: 'wx1',
      GOVDATA_URL: 'https://data.gd.example.cn',
    });
    expect(env).toEqual({});
  });

  it('send SMS and face checks to the stand-ins’ vendor APIs when a vendor is named without keys', () => {
    for (const provider of ['aliyun', 'tencent']) {
      const env = { SMS_PROVIDER: provider };
      const config = readGatewayConfig({ ...env, ...gatewayEnvForStandIns('http://127.0.0.1:4321', env) });
      expect(config.sms.provider).toBe(provider);
      expect(config.sms.vendor?.endpoint.href).toBe('http://127.0.0.1:4321/');
      expect(config.sms.vendor?.accessKeySecret).toMatch(/not-for-production/);
    }
    const face = { FACE_PROVIDER: 'tencent' };
    const faceConfig = readGatewayConfig({ ...face, ...gatewayEnvForStandIns('http://127.0.0.1:4321', face) });
    expect(faceConfig.face.tencent?.endpoint.href).toBe('http://127.0.0.1:4321/');
    const own = { SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'LTAI-real' };
    expect(gatewayEnvForStandIns('http://127.0.0.1:4321', own)).not.toHaveProperty('SMS_ENDPOINT');
  });
});

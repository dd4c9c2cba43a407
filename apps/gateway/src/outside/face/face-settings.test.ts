import { describe, expect, it } from 'vitest';
import { readFaceSettings } from './face-settings.ts';

describe('FACE_PROVIDER', () => {
  it('defaults to the simulator outside production and to none in production', () => {
    expect(readFaceSettings({}, false)).toEqual({ provider: 'simulator' });
    expect(readFaceSettings({}, true)).toEqual({ provider: 'none' });
    expect(readFaceSettings({ FACE_PROVIDER: 'none' }, false)).toEqual({ provider: 'none' });
  });

  it('refuses the simulator in production and unknown names', () => {
    expect(() => readFaceSettings({ FACE_PROVIDER: 'simulator' }, true)).toThrow(/not allowed in production/);
    expect(() => readFaceSettings({ FACE_PROVIDER: 'magic' }, false)).toThrow(/Unknown FACE_PROVIDER "magic"/);
  });

  it('tencent: reads the API key, the RuleId and FaceID’s default region and endpoint; refuses to start without them', () => {
    const env = { FACE_PROVIDER: 'tencent', FACE_SECRET_ID: 'AKID', FACE_SECRET_KEY: 'key', FACE_RULE_ID: '1' };
    const settings = readFaceSettings(env, true);
    expect(settings.tencent).toMatchObject({ secretId: 'AKID', ruleId: '1', region: 'ap-guangzhou' });
    expect(settings.tencent?.endpoint.href).toBe('https://faceid.tencentcloudapi.com/');
    expect(() => readFaceSettings({ ...env, FACE_RULE_ID: '', FACE_SECRET_KEY: ' ' }, true)).toThrow(
      'FACE_PROVIDER=tencent needs FACE_SECRET_KEY, FACE_RULE_ID (README: Face providers)',
    );
    expect(readFaceSettings({ ...env, FACE_ENDPOINT: 'http://127.0.0.1:8090' }, false).tencent?.endpoint.port).toBe(
      '8090',
    );
    expect(() => readFaceSettings({ ...env, FACE_ENDPOINT: 'http://127.0.0.1:8090' }, true)).toThrow(/must be https/);
  });
});

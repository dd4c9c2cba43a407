import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runGatewayScript } from './cli-support.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-sdk-loading-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The vendor SDK packages a gateway started with `env` has loaded once its deps are made. */
async function vendorSdksLoaded(env: NodeJS.ProcessEnv): Promise<string[]> {
  const { code, output } = await runGatewayScript('test/vendor-sdks-loaded.ts', [], dataDir, env);
  expect(code, output).toBe(0);
  // The script's one line of JSON; a vendor's SDK may also warn (e.g. of the Node version) on stderr.
  const answer = output.split('\n').find((line) => line.startsWith('['));
  expect(answer, output).toBeDefined();
  return JSON.parse(answer ?? '') as string[];
}

const NEVER_CALLED = 'http://127.0.0.1:9';

// Each run starts a process of its own (~2 s, more on a busy machine).
describe('the cloud vendors’ SDKs', { timeout: 60_000 }, () => {
  it('are not loaded by a gateway on the SMS outbox, the face simulator and a local folder', async () => {
    expect(
      await vendorSdksLoaded({ SMS_PROVIDER: 'outbox', FACE_PROVIDER: 'simulator', FILE_STORAGE: 'local' }),
    ).toEqual([]);
  });

  it('are loaded at start for each vendor named: Alibaba Cloud SMS, Tencent Cloud FaceID, S3', async () => {
    const loaded = await vendorSdksLoaded({
      SMS_PROVIDER: 'aliyun',
      SMS_ENDPOINT: NEVER_CALLED,
      SMS_ACCESS_KEY_ID: 'key-id',
      SMS_ACCESS_KEY_SECRET: 'key-secret',
      SMS_SIGN_NAME: '区域中小企业融资服务平台',
      SMS_TEMPLATE_LOGIN: 'SMS_1',
      SMS_TEMPLATE_REGISTER: 'SMS_2',
      SMS_TEMPLATE_RESET_MOBILE: 'SMS_3',
      SMS_TEMPLATE_RESET_PASSWORD: 'SMS_4',
      SMS_TEMPLATE_LOAN_NOTICE: 'SMS_5',
      FACE_PROVIDER: 'tencent',
      FACE_ENDPOINT: NEVER_CALLED,
      FACE_SECRET_ID: 'secret-id',
      FACE_SECRET_KEY: 'secret-key',
      FACE_RULE_ID: '1',
      FILE_STORAGE: 's3',
      S3_BUCKET: 'sme-files',
      S3_ENDPOINT: NEVER_CALLED,
    });
    expect(loaded).toEqual(
      expect.arrayContaining(['@alicloud/dysmsapi20170525', '@aws-sdk/client-s3', 'tencentcloud-sdk-nodejs-common']),
    );
    expect(loaded).not.toContain('tencentcloud-sdk-nodejs-sms');
  });
});

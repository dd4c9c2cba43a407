import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSmsSender } from '#outside/sms/create-sms-sender.ts';
import type { SmsSender } from '#outside/sms/sms-sender.ts';
import { readSmsSettings } from '#outside/sms/sms-settings.ts';
import { freshIp, harnessForFile, latestCode, sendCode, startAccounts } from './accounts-support.ts';
import { startVendorStandIns } from './vendor-stand-ins.ts';

const TEMPLATES = {
  SMS_TEMPLATE_LOGIN: 'SMS_100000001',
  SMS_TEMPLATE_REGISTER: 'SMS_100000002',
  SMS_TEMPLATE_RESET_MOBILE: 'SMS_100000003',
  SMS_TEMPLATE_RESET_PASSWORD: 'SMS_100000004',
  SMS_TEMPLATE_LOAN_NOTICE: 'SMS_100000005',
};
const THROTTLED = '短信发送过于频繁，请稍后再试';
const NOT_SENT = '短信发送失败，请稍后重试';

const standIns = harnessForFile(startVendorStandIns);
afterEach(() => {
  vi.restoreAllMocks();
});

/** A mobile whose last four digits choose the stand-in's answer (stand-ins/src/sms/sms-outcomes.ts). */
function mobileEnding(lastFour: string): string {
  return `137${String(crypto.randomInt(0, 10_000)).padStart(4, '0')}${lastFour}`;
}

/** A mobile the stand-ins send to. */
const sendable = () => mobileEnding(String(crypto.randomInt(1_000, 9_000)));

function vendorEnv(provider: 'aliyun' | 'tencent', secret = standIns.sms.keys.accessKeySecret): NodeJS.ProcessEnv {
  return {
    SMS_PROVIDER: provider,
    SMS_ENDPOINT: standIns.sms.endpoint,
    SMS_ACCESS_KEY_ID: standIns.sms.keys.accessKeyId,
    SMS_ACCESS_KEY_SECRET: secret,
    SMS_SIGN_NAME: '区域中小企业融资服务平台',
    SMS_SDK_APP_ID: standIns.sms.keys.sdkAppId,
    ...TEMPLATES,
  };
}

/** What the gateway logged about SMS failures during `run`. */
async function smsErrorLines(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
  await run();
  return lines.map((line) => JSON.parse(line)).filter((line) => line.at === 'sms');
}

describe.each([
  { vendor: 'aliyun', badSignature: 'SignatureDoesNotMatch', throttling: 'isv.BUSINESS_LIMIT_CONTROL', code: 'code' },
  {
    vendor: 'tencent',
    badSignature: 'AuthFailure.SignatureFailure',
    throttling: 'LimitExceeded.PhoneNumberThirtySecondLimit',
    code: '1',
  },
] as const)('SMS through $vendor’s SDK against its stand-in', ({ vendor, badSignature, throttling, code }) => {
  // One gateway per vendor; each test chooses the sender (right or wrong secret) it goes through.
  let sender: SmsSender | undefined;
  const h = harnessForFile(() =>
    startAccounts({
      smsSender: () => ({
        configured: true,
        get provider() {
          return sender?.provider ?? vendor;
        },
        send: (message, now) => (sender ? sender.send(message, now) : Promise.reject(new Error('no sender'))),
      }),
    }),
  );
  const start = async (env: NodeJS.ProcessEnv) => {
    sender = await createSmsSender(readSmsSettings(env, false), h.database.db);
    return h;
  };

  it('sends a code with the kind’s template, signed with the key pair; the development helper still reads it', async () => {
    const { app } = await start(vendorEnv(vendor));
    const mobile = sendable();
    expect(await sendCode(app, mobile, 'REGISTER', freshIp())).toMatchObject({ code: 0 });
    const [received] = standIns.sms.inbox.to(mobile);
    expect(received).toMatchObject({
      vendor,
      mobile,
      signName: '区域中小企业融资服务平台',
      templateId: TEMPLATES.SMS_TEMPLATE_REGISTER,
      params: { [code]: await latestCode(app, mobile) },
    });
  });

  it('a wrong secret is refused by the stand-in’s signature check: not sent, the code withdrawn and logged', async () => {
    const { app } = await start(vendorEnv(vendor, 'not-the-secret'));
    const mobile = sendable();
    const lines = await smsErrorLines(async () => {
      expect(await sendCode(app, mobile, 'REGISTER', freshIp())).toMatchObject({ code: -4005, msg: NOT_SENT });
    });
    expect(lines).toEqual([expect.objectContaining({ provider: vendor, providerCode: badSignature })]);
    expect(JSON.stringify(lines)).not.toContain(mobile);
    expect(standIns.sms.inbox.to(mobile)).toEqual([]);
  });

  it('the vendor’s throttling reads 短信发送过于频繁 and is logged with the vendor’s code', async () => {
    const { app } = await start(vendorEnv(vendor));
    const lines = await smsErrorLines(async () => {
      expect(await sendCode(app, mobileEnding('9990'), 'REGISTER', freshIp())).toMatchObject({
        code: -4005,
        msg: THROTTLED,
      });
    });
    expect(lines).toEqual([expect.objectContaining({ provider: vendor, providerCode: throttling })]);
  });

  it('an unapproved template or sign is not sent, with the plain failure text', async () => {
    const { app } = await start(vendorEnv(vendor));
    await smsErrorLines(async () => {
      for (const lastFour of ['9991', '9992']) {
        const answer = await sendCode(app, mobileEnding(lastFour), 'REGISTER', freshIp());
        expect(answer).toMatchObject({ code: -4005, msg: NOT_SENT });
      }
    });
  });

  it('a loan notice goes with the notice template and its text without the sign', async () => {
    await start(vendorEnv(vendor));
    if (!sender) throw new Error('no sender');
    const mobile = sendable();
    const body = '您申请的「普惠贷」已被机构受理，客户经理将与您联系。详情请登录平台个人中心查看消息。';
    await sender.send(
      { mobile, method: 'LOAN_NOTICE', code: '', text: `【区域中小企业融资服务平台】${body}` },
      new Date(),
    );
    const [received] = standIns.sms.inbox.to(mobile);
    expect(received).toMatchObject({
      templateId: TEMPLATES.SMS_TEMPLATE_LOAN_NOTICE,
      params: { [code === 'code' ? 'content' : '1']: body },
    });
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnconfiguredSmsSender } from '#outside/sms/unconfigured-sms-sender.ts';
import { WebhookSmsSender } from '#outside/sms/webhook-sms-sender.ts';
import {
  accountsOn,
  freshIp,
  freshMobile,
  harnessForFile,
  latestCode,
  MINUTE,
  sendCode,
  sendCodeToNewMobile,
} from './accounts-support.ts';
import { createTestDatabase } from './test-database.ts';

interface Received {
  authorization: string | undefined;
  body: { mobile: string; text: string; method: string };
}

// One database for the file: each test's gateway has settings of its own, and fresh mobiles and addresses keep the
// tests' codes and limits apart.
const database = harnessForFile(createTestDatabase);
let server: http.Server;
let url: string;
const received: Received[] = [];
let answerStatus = 200;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(text) });
      res.writeHead(answerStatus).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the webhook SMS provider', () => {
  it('posts the message with the bearer token and nothing else', async () => {
    const h = accountsOn(database, { smsSender: () => new WebhookSmsSender(url, 'hook-secret') });
    const mobile = freshMobile();
    expect((await sendCode(h.app, mobile, 'REGISTER', freshIp())).code).toBe(0);
    const last = received.at(-1);
    expect(last?.authorization).toBe('Bearer hook-secret');
    expect(last?.body).toEqual({ mobile, method: 'REGISTER', text: expect.stringMatching(/注册验证码为\d{6}/) });
    // Nothing lands in the development outbox.
    const outbox = await h.database.db.selectFrom('sms_outbox').select('id').where('mobile', '=', mobile).execute();
    expect(outbox).toEqual([]);
  });

  it('counts an error answer as not sent: -4005 and the code withdrawn', async () => {
    const h = accountsOn(database, { smsSender: () => new WebhookSmsSender(url, undefined) });
    answerStatus = 502;
    try {
      expect((await sendCode(h.app, freshMobile(), 'REGISTER', freshIp())).code).toBe(-4005);
    } finally {
      answerStatus = 200;
    }
  });
});

describe('no SMS provider configured (production default)', () => {
  it('says plainly that the SMS service is not configured, before the captcha token is even looked at', async () => {
    const h = accountsOn(database, { production: true, smsSender: () => new UnconfiguredSmsSender() });
    const answer = await sendCodeToNewMobile(h.app, freshIp(), 'A'.repeat(43), 'REGISTER');
    expect(answer.body).toEqual({ code: -1502, msg: '短信服务未配置，请联系平台运营方', data: null });
  });
});

describe('test budgets (RATE_LIMIT_FACTOR)', () => {
  it('production budget: a second code for one mobile within a minute is refused', async () => {
    const h = accountsOn(database);
    const mobile = freshMobile();
    expect((await sendCode(h.app, mobile, 'REGISTER', freshIp())).code).toBe(0);
    expect(await sendCode(h.app, mobile, 'REGISTER', freshIp())).toEqual({
      code: -1029,
      msg: '验证码发送过于频繁，请1分钟后再试',
      data: null,
    });
    h.clock.advance(MINUTE + 1000);
    expect((await sendCode(h.app, mobile, 'REGISTER', freshIp())).code).toBe(0);
  });

  it('a raised factor lets a test send again at once', async () => {
    const h = accountsOn(database, { settings: { rateLimitFactor: 10 } });
    const mobile = freshMobile();
    expect((await sendCode(h.app, mobile, 'REGISTER', freshIp())).code).toBe(0);
    const first = await latestCode(h.app, mobile);
    expect((await sendCode(h.app, mobile, 'REGISTER', freshIp())).code).toBe(0);
    expect(await latestCode(h.app, mobile)).toMatch(/^\d{6}$/);
    expect(first).toMatch(/^\d{6}$/);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { accountsForFile, freshIp, freshMobile, get, post, register, wire } from './accounts-support.ts';

/** Values no field accepts as they are: injection, oversize (200,000 characters), wrong JSON types. */
const HOSTILE: Array<[string, unknown]> = [
  ['SQL injection', "13800000001' OR '1'='1'; DROP TABLE app_user; --"],
  ['oversized text', `1${'3'.repeat(200_000)}`],
  ['an object', { $ne: null, toString: 'x' }],
  ['an array', ['13800000001', '123456']],
  ['a huge number', 1e308],
  ['a boolean', true],
  ['markup', '<script>alert(1)</script>'],
  ['a NUL byte', '138\u000000000001'],
];

/** Hostile values that are legitimate for some fields: the call goes on and fails later, never with a 500. */
const LEGITIMATE: Record<string, string[]> = {
  freeText: ['SQL injection', 'markup', 'a huge number'],
  isAgree: ['a boolean'],
};

interface Call {
  path: string;
  method?: 'GET' | 'POST';
  session?: boolean;
  valid: Record<string, unknown>;
  /** Free-text fields that take short text as it is: only oversize and wrong types are refused there. */
  freeText?: string[];
}

const TOKEN = 'A'.repeat(43);
const CALLS: Call[] = [
  { path: '/zzzttt/pic/swipe/check', valid: { x: 100, y: 10, key: 'abc' } },
  {
    path: '/user/user/v1/code/send',
    valid: { mobile: '13912345678', token: TOKEN, method: 'REGISTER', type: 1 },
    freeText: ['type'],
  },
  {
    path: '/user/user/sendLoginOrRegisterCode',
    valid: { mobile: '13912345678', key: TOKEN, type: 1 },
    freeText: ['type'],
  },
  {
    path: '/user/user/register',
    valid: {
      mobile: '13912345678',
      password: wire('Abcd1234'),
      smsCode: '123456',
      channelCode: 'c1',
      managerId: 'm1',
      source: 0,
      isAgree: true,
    },
    freeText: ['channelCode', 'managerId'],
  },
  { path: '/user/user/login', valid: { phone: '13912345678', code: '123456', type: 2, isAgree: true } },
  { path: '/user/user/login', valid: { phone: '13912345678', password: wire('x'), token: TOKEN, type: 1 } },
  {
    path: '/user/user/v2/loginOrRegister',
    valid: { mobile: '13912345678', code: '123456', channelCode: 'c', managerId: 'm', isAgree: 1 },
    freeText: ['channelCode', 'managerId'],
  },
  { path: '/user/user/resetPasswordCheck', valid: { mobile: '13912345678', code: '123456' } },
  { path: '/user/user/resetPassword', valid: { mobile: '13912345678', validCode: TOKEN, password: wire('x') } },
  { path: '/user/user/modifyPassword', session: true, valid: { oldPassword: wire('a'), newPassword: wire('b') } },
  {
    path: '/user/user/resetMobile',
    session: true,
    valid: { mobile: '13912345678', code: '123456', password: wire('x') },
  },
  {
    path: '/zzzttt/protocol/version/read/saveRecord',
    session: true,
    valid: { entId: 1, protocolIds: '1,2', source: 'PC' },
    freeText: ['source'],
  },
  { path: '/__dev/sms', method: 'GET', valid: { mobile: '13912345678' } },
];

const PATH_CALLS = [
  { path: (value: string) => `/auth/login92/code/${value}`, method: 'POST' as const, session: false },
  { path: (value: string) => `/user/user/v1/switch/other/${value}`, method: 'POST' as const, session: true },
  {
    path: (value: string) => `/zzzttt/protocol/version/getProtocolDetail/${value}`,
    method: 'GET' as const,
    session: false,
  },
  { path: (value: string) => `/__dev/captcha/${value}`, method: 'GET' as const, session: false },
];

const h = accountsForFile();
let token: string;
beforeAll(async () => {
  token = (await register(h.app, freshIp())).token;
});

async function tableCounts() {
  const counts: Record<string, number> = {};
  for (const table of [
    'app_user',
    'company',
    'user_company',
    'sms_code',
    'protocol',
    'protocol_read_record',
  ] as const) {
    const row = await h.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

function expectRefused(status: number, body: { code: number; msg: string; data: unknown }) {
  expect(status).toBe(200);
  expect(body.code).toBeLessThan(0);
  expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
  expect(body.msg).not.toMatch(/error|stack|select|relation|column/i);
  expect(body.data).toBeNull();
}

describe('hostile input in every field of every account call', () => {
  for (const call of CALLS) {
    for (const field of Object.keys(call.valid)) {
      it.each(HOSTILE)(`${call.path} ${field}: %s`, async (label, value) => {
        const ip = freshIp();
        const body = { ...call.valid, [field]: value };
        let answer: { status: number; body: { code: number; msg: string; data: unknown } };
        if (call.method === 'GET') {
          const query = new URLSearchParams({ [field]: typeof value === 'string' ? value : JSON.stringify(value) });
          answer = await get(h.app, `${call.path}?${query}`, ip, call.session ? token : undefined);
          // Node itself refuses a 200,000-character URL (431) before any handler runs.
          if (label === 'oversized text' && answer.status === 431) return;
        } else {
          answer = await post(h.app, call.path, ip, call.session ? token : undefined).send(body);
        }
        expectRefused(answer.status, answer.body);
        // Validation refuses it before anything else looks at it, except where short free text is allowed as such.
        const legitimate =
          (call.freeText?.includes(field) && LEGITIMATE.freeText?.includes(label)) ||
          LEGITIMATE[field]?.includes(label);
        if (!legitimate) expect(answer.body.code).toBe(-1000);
      });
    }
  }

  for (const call of PATH_CALLS) {
    it.each([["x' OR '1'='1"], ['x'.repeat(8_000)], ['..%2F..%2Fetc%2Fpasswd'], ['%00']])(
      `${call.path(':param')} with %s`,
      async (value) => {
        const path = call.path(value.includes('%') ? value : encodeURIComponent(value));
        const answer =
          call.method === 'GET'
            ? await get(h.app, path, freshIp(), call.session ? token : undefined)
            : await post(h.app, path, freshIp(), call.session ? token : undefined);
        expect([200, 404]).toContain(answer.status);
        expect(answer.body.code).toBeLessThan(0);
        expect(answer.body.data).toBeNull();
      },
    );
  }

  it('a body that is not an object is refused', async () => {
    const answer = await post(h.app, '/user/user/register', freshIp()).send([1, 2, 3]);
    expectRefused(answer.status, answer.body);
    expect(answer.body.msg).toBe('请求参数必须是 JSON 对象');
  });

  it('form-encoded bodies are validated alike', async () => {
    const answer = await post(h.app, '/user/user/register', freshIp())
      .type('form')
      .send(`mobile=${encodeURIComponent("1' OR 1=1 --")}&password=x&smsCode=1`);
    expect(answer.body).toEqual({ code: -1000, msg: '请输入正确的手机号', data: null });
  });

  it('a body over 1 MB is 413 and broken JSON is 400, never 500', async () => {
    const large = await post(h.app, '/user/user/register', freshIp())
      .set('Content-Type', 'application/json')
      .send(`{"mobile":"${'1'.repeat(1_100_000)}"}`);
    expect(large.status).toBe(413);
    const broken = await post(h.app, '/user/user/login', freshIp())
      .set('Content-Type', 'application/json')
      .send('{"phone":');
    expect(broken.status).toBe(400);
  });

  it('left every table as it was', async () => {
    const before = await tableCounts();
    for (const [, value] of HOSTILE) {
      await post(h.app, '/user/user/register', freshIp()).send({
        mobile: freshMobile(),
        password: wire('Abcd1234'),
        smsCode: '123456',
        channelCode: value,
      });
      await post(h.app, '/zzzttt/protocol/version/read/saveRecord', freshIp(), token).send({ protocolIds: value });
    }
    expect(await tableCounts()).toEqual(before);
  });
});

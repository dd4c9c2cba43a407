import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import { deleteExpired } from '#features/accounts/stores/housekeeping-store.ts';
import { recentTrackingEvents } from '#features/tracking/stores/tracking-store.ts';
import { freshPage } from '../../../tests/support/fresh-page.ts';
import { accountsForFile, freshIp, get, HOUR, MINUTE, post, register, startAccounts } from './accounts-support.ts';

const SAVE = '/zzzttt/userbehaviorstatistics/mnp/saveUserBehavior';

const h = accountsForFile();

function visit(pageUrl: string, extra: Record<string, unknown> = {}) {
  return { pageUrl, pageName: '产品详情', clientType: 'PC', eventType: 'visit', ...extra };
}

async function save(body: unknown, token?: string, ip = freshIp()) {
  const answer = await post(h.app, SAVE, ip, token).send(body as object);
  expect(answer.status).toBe(200);
  return answer.body as { code: number; msg: string; data: unknown };
}

const stored = (pageUrl: string) => recentTrackingEvents(h.database.db, pageUrl, 100);

describe('POST …/saveUserBehavior: storing', () => {
  it('stores one anonymous event and answers code 0 with no data', async () => {
    const page = freshPage();
    expect(await save(visit(page))).toEqual({ code: 0, msg: '操作成功', data: null });
    expect(await stored(page)).toMatchObject([
      { eventType: 'visit', pageUrl: page, pageName: '产品详情', clientType: 'PC', buttonName: null, userId: null },
    ]);
  });

  it('stores a batch of 50 in order, clicks and shares with their button names', async () => {
    const page = freshPage();
    const batch = Array.from({ length: 50 }, (_, index) =>
      index % 2 === 0
        ? visit(page)
        : visit(page, { eventType: index % 3 ? 'click' : 'share', buttonName: `按钮${index}` }),
    );
    expect((await save(batch)).code).toBe(0);
    const events = await stored(page);
    expect(events).toHaveLength(50);
    expect(events.filter((event) => event.eventType === 'click').every((event) => event.buttonName)).toBe(true);
  });

  it('keeps the route of pageUrl and drops its query (one-time tokens travel there)', async () => {
    const page = freshPage();
    expect((await save(visit(`${page}?certToken=secret-token&x=1`))).code).toBe(0);
    expect((await save(visit(`${page}#frag`))).code).toBe(0);
    expect((await stored(page)).map((event) => event.pageUrl)).toEqual([page, page]);
  });

  it("records a logged-in caller's account and company", async () => {
    const ip = freshIp();
    const account = await register(h.app, ip);
    const user = await h.database.db
      .selectFrom('app_user')
      .select('id')
      .where('mobile', '=', account.mobile)
      .executeTakeFirstOrThrow();
    const session = await h.database.db
      .selectFrom('user_session')
      .select('company_id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const page = freshPage();
    expect((await save(visit(page), account.token, ip)).code).toBe(0);
    expect(await stored(page)).toMatchObject([{ userId: user.id, companyId: session.company_id }]);
  });

  it('stores the events anonymously when the session is dead or unknown, never failing', async () => {
    const ip = freshIp();
    const account = await register(h.app, ip);
    expect((await post(h.app, '/auth/logout92', ip, account.token)).body.code).toBe(0);
    const page = freshPage();
    expect((await save(visit(page), account.token, ip)).code).toBe(0);
    expect((await save(visit(page), 'A'.repeat(43), ip)).code).toBe(0);
    expect((await save(visit(page), 'not-a-token', ip)).code).toBe(0);
    expect((await stored(page)).map((event) => event.userId)).toEqual([null, null, null]);
  });
});

describe('POST …/saveUserBehavior: refusals (nothing stored)', () => {
  const cases: Array<[string, (page: string) => unknown, string]> = [
    ['more than 50 events', (page) => Array.from({ length: 51 }, () => visit(page)), '一次最多提交50条埋点事件'],
    ['an empty batch', () => [], '埋点事件不能为空'],
    ['an unknown event type', (page) => visit(page, { eventType: 'purchase' }), '事件类型必须是 visit、click 或 share'],
    ['a missing pageUrl', () => ({ pageName: '首页', clientType: 'PC', eventType: 'visit' }), '缺少页面地址 pageUrl'],
    ['a long pageName', (page) => visit(page, { pageName: '长'.repeat(101) }), '页面名称不能超过100个字符'],
    ['a long pageUrl', () => visit(`/${'a'.repeat(500)}`), '页面地址不能超过500个字符'],
    [
      'a bad clientType',
      (page) => visit(page, { clientType: 'P C<' }),
      '客户端类型必须是 1-20 位字母、数字、下划线或连字符',
    ],
    [
      'a click without a button name',
      (page) => visit(page, { eventType: 'click' }),
      '点击事件必须提供按钮名称 buttonName',
    ],
    [
      'a long button name',
      (page) => visit(page, { eventType: 'click', buttonName: '钮'.repeat(51) }),
      '按钮名称不能超过50个字符',
    ],
    ['control characters', (page) => visit(page, { pageName: '首\u0000页' }), '请求参数含有不允许的控制字符'],
    [
      'a batch with one bad event',
      (page) => [visit(page), visit(page, { eventType: 'x' })],
      '事件类型必须是 visit、click 或 share',
    ],
    ['a number instead of an event', () => [42], '埋点事件必须是 JSON 对象'],
  ];
  it.each(cases)('refuses %s with BAD_PARAMS and a clear message', async (_name, body, message) => {
    const page = freshPage();
    expect(await save(body(page))).toMatchObject({ code: GatewayCode.BAD_PARAMS, msg: message });
    expect(await stored(page)).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await post(h.app, SAVE, freshIp()).set('content-type', 'application/json').send('{"pageUrl":');
    expect(answer.body.code).toBe(GatewayCode.BAD_BODY);
  });
});

describe('tracking calls per client address', () => {
  // RATE_LIMIT_FACTOR 0.025 makes the budget of 120 calls a minute 3.
  const limited = accountsForFile({ settings: { rateLimitFactor: 0.025 } });

  it('refuses calls over the budget without storing them, and other addresses go on', async () => {
    const ip = freshIp();
    const page = freshPage();
    const send = (from = ip) => post(limited.app, SAVE, from).send(visit(page));
    for (let i = 0; i < 3; i++) expect((await send()).body.code).toBe(0);
    expect((await send()).body).toMatchObject({ code: GatewayCode.RATE_LIMITED, msg: '埋点提交过于频繁，请稍后再试' });
    expect((await send(freshIp())).body.code).toBe(0);
    expect(await recentTrackingEvents(limited.database.db, page, 100)).toHaveLength(4);
    limited.clock.advance(MINUTE + 1);
    expect((await send()).body.code).toBe(0);
  });
});

describe('the development helper GET /__dev/tracking', () => {
  it('answers the newest events of a page outside production', async () => {
    const page = freshPage();
    await save([visit(page), visit(page, { eventType: 'click', buttonName: '立即申请' })]);
    const answer = await get(h.app, '/__dev/tracking', freshIp()).query({ pageUrl: page });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject([{ eventType: 'click', buttonName: '立即申请' }, { eventType: 'visit' }]);
  });

  it('is absent in production, where tracking itself works', async () => {
    const production = await startAccounts({ production: true });
    try {
      const helper = await get(production.app, '/__dev/tracking', freshIp()).query({ pageUrl: '/' });
      expect(helper.status).toBe(404);
      expect(helper.body.code).toBe(GatewayCode.NOT_FOUND);
      expect((await post(production.app, SAVE, freshIp()).send(visit('/'))).body.code).toBe(0);
    } finally {
      await production.close();
    }
  });
});

describe('retention', () => {
  it("keeps an account's events 400 days and anonymous ones 30 days, then housekeeping deletes them", async () => {
    const ip = freshIp();
    const account = await register(h.app, ip);
    const page = freshPage();
    const anonymousPage = freshPage();
    expect((await save(visit(page), account.token, ip)).code).toBe(0);
    expect((await save(visit(anonymousPage))).code).toBe(0);
    const DAY = 24 * HOUR;
    const later = (days: number) => new Date(h.clock.now().getTime() + days * DAY);
    await deleteExpired(h.database.db, later(29), DAY);
    expect(await stored(anonymousPage)).toHaveLength(1);
    await deleteExpired(h.database.db, later(31), DAY);
    expect(await stored(anonymousPage)).toEqual([]);
    await deleteExpired(h.database.db, later(399), DAY);
    expect(await stored(page)).toHaveLength(1);
    await deleteExpired(h.database.db, later(401), DAY);
    expect(await stored(page)).toEqual([]);
  });
});

describe('where events may come from', () => {
  it("refuses another site's beacon (Sec-Fetch-Site or Origin) and stores nothing; our own pages go on", async () => {
    const page = freshPage();
    const send = (headers: Record<string, string>) => {
      let call = post(h.app, SAVE, freshIp());
      for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
      return call.send(visit(page));
    };
    const foreign: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
    ];
    for (const headers of foreign) {
      expect((await send(headers)).body).toEqual({ code: -1000, msg: '不接受来自其他网站的埋点数据', data: null });
    }
    expect(await stored(page)).toEqual([]);
    expect((await send({ 'Sec-Fetch-Site': 'same-origin' })).body.code).toBe(0);
    expect((await send({ Host: 'portal.example', Origin: 'https://portal.example' })).body.code).toBe(0);
    expect((await send({})).body.code).toBe(0);
    expect(await stored(page)).toHaveLength(3);
  });
});

describe('the volume of one address', () => {
  it('stores at most 300 events a minute', async () => {
    const ip = freshIp();
    const page = freshPage();
    const batch = Array.from({ length: 50 }, () => visit(page));
    for (let i = 0; i < 6; i++) expect((await save(batch, undefined, ip)).code).toBe(0);
    expect(await save(batch, undefined, ip)).toEqual({ code: -1029, msg: '埋点提交过于频繁，请稍后再试', data: null });
    expect((await save(batch)).code).toBe(0);
    h.clock.advance(MINUTE + 1);
    expect((await save(batch, undefined, ip)).code).toBe(0);
  });

  it('stores at most 64 KB of event text a minute: a flood of maximum-size events stops after one batch', async () => {
    const ip = freshIp();
    const page = `/${'p'.repeat(499)}`;
    const largest = visit(page, { pageName: '长'.repeat(100), eventType: 'click', buttonName: '钮'.repeat(50) });
    const batch = Array.from({ length: 40 }, () => largest);
    expect((await save(batch, undefined, ip)).code).toBe(0);
    expect((await save(batch, undefined, ip)).code).toBe(-1029);
    expect(await stored(page)).toHaveLength(40);
    h.clock.advance(MINUTE + 1);
    expect((await save(batch, undefined, ip)).code).toBe(0);
  });
});

import { GatewayCode } from '@sme/contract/codes';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createShortLink } from '../../apps/gateway/src/features/short-links/services/short-link-service.ts';
import { recentTrackingEvents } from '../../apps/gateway/src/features/tracking/stores/tracking-store.ts';
import { freshPage } from '../support/fresh-page.ts';
import { type Browser, data, failure, freshIp, LOGOUT, registerAccount } from './support/accounts-platform.ts';
import { accountsPlatformForFile } from './support/platform-for-file.ts';

const RESOLVE = 'mutation($key: String!) { resolveShortLink(key: $key) }';
const TRACK = 'mutation($events: [TrackEventInput!]!) { trackEvents(events: $events) }';

const platform = accountsPlatformForFile();

const stored = (page: string) => recentTrackingEvents(platform.database.db, page, 100);

async function accountOf(mobile: string): Promise<number> {
  const row = await platform.database.db
    .selectFrom('app_user')
    .select('id')
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('resolveShortLink', () => {
  it('answers the portal route of a seeded link without a session', async () => {
    expect(await data(platform.app, { ip: freshIp() }, RESOLVE, { key: 'demoProduct' })).toEqual({
      resolveShortLink: '/product/1',
    });
  });

  it('answers a link the operator command made', async () => {
    const link = await createShortLink(
      platform.database.db,
      { target: '/#/financialInstitution/3' },
      platform.clock.now(),
    );
    expect(await data(platform.app, { ip: freshIp() }, RESOLVE, { key: link.key })).toEqual({
      resolveShortLink: '/financialInstitution/3',
    });
  });

  it.each([
    ['an unknown key', 'noSuchKey9'],
    ['a malformed key (no gateway call)', '../../etc'],
    ['an over-long key', 'k'.repeat(200)],
  ])('maps %s to BUSINESS_ERROR -7001 短链接不存在！', async (_name, key) => {
    const { error } = await failure(platform.app, { ip: freshIp() }, RESOLVE, { key });
    expect(error.message).toBe('短链接不存在！');
    expect(error.extensions).toEqual({ code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.SHORT_LINK_NOT_FOUND });
  });

  it('maps an expired link to -7001', async () => {
    const link = await createShortLink(platform.database.db, { target: '/product', days: 1 }, platform.clock.now());
    platform.clock.advance(2 * 86_400_000);
    const { error } = await failure(platform.app, { ip: freshIp() }, RESOLVE, { key: link.key });
    expect(error.extensions).toMatchObject({ gatewayCode: GatewayCode.SHORT_LINK_NOT_FOUND });
  });
});

describe('trackEvents', () => {
  it('stores a batch anonymously for a visitor and answers true', async () => {
    const page = freshPage();
    const events = [
      { pageUrl: `${page}?faceKey=secret`, pageName: '产品详情', eventType: 'VISIT' },
      { pageUrl: page, pageName: '产品详情', eventType: 'CLICK', buttonName: '立即申请' },
    ];
    expect(await data(platform.app, { ip: freshIp() }, TRACK, { events })).toEqual({ trackEvents: true });
    expect(await stored(page)).toMatchObject([
      { eventType: 'click', buttonName: '立即申请', clientType: 'PC', userId: null, pageUrl: page },
      { eventType: 'visit', buttonName: null, userId: null, pageUrl: page },
    ]);
  });

  it("stores a logged-in browser's account", async () => {
    const browser: Browser = { ip: freshIp() };
    const account = await registerAccount(platform, browser);
    const page = freshPage();
    await data(platform.app, browser, TRACK, { events: [{ pageUrl: page, pageName: '产品详情', eventType: 'SHARE' }] });
    expect(await stored(page)).toMatchObject([{ eventType: 'share', userId: await accountOf(account.mobile) }]);
  });

  it.each([
    ['an empty batch', [], '埋点事件不能为空', 'events'],
    [
      '51 events',
      Array.from({ length: 51 }, () => ({ pageUrl: '/', pageName: '首页', eventType: 'VISIT' })),
      '一次最多提交50条埋点事件',
      'events',
    ],
    [
      'a click without a button',
      [{ pageUrl: '/', pageName: '首页', eventType: 'CLICK' }],
      '点击事件必须提供按钮名称 buttonName',
      'events.0.buttonName',
    ],
    [
      'a long page name',
      [{ pageUrl: '/', pageName: '长'.repeat(101), eventType: 'VISIT' }],
      '页面名称不能超过100个字符',
      'events.0.pageName',
    ],
    [
      'a bad client type',
      [{ pageUrl: '/', pageName: '首页', eventType: 'VISIT', clientType: 'a b' }],
      '客户端类型必须是 1-20 位字母、数字、下划线或连字符',
      'events.0.clientType',
    ],
  ])('refuses %s with BAD_USER_INPUT', async (_name, events, message, argument) => {
    const { error } = await failure(platform.app, { ip: freshIp() }, TRACK, { events });
    expect(error.message).toBe(message);
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', argument });
  });
});

describe('POST /track (navigator.sendBeacon)', () => {
  const beacon = (body: string, browser: Browser, contentType = 'text/plain;charset=UTF-8') => {
    const call = request(platform.app)
      .post('/track')
      .set('content-type', contentType)
      .set('x-forwarded-for', browser.ip);
    return (browser.cookie ? call.set('cookie', browser.cookie) : call).send(body);
  };

  it('stores a JSON batch sent as text/plain with the session cookie, and anonymously without one', async () => {
    const browser: Browser = { ip: freshIp() };
    const account = await registerAccount(platform, browser);
    const page = freshPage();
    const batch = JSON.stringify([{ pageUrl: page, pageName: '产品详情', eventType: 'VISIT' }]);
    expect((await beacon(batch, browser)).status).toBe(204);
    expect((await beacon(batch, { ip: freshIp() })).status).toBe(204);
    expect((await stored(page)).map((event) => event.userId)).toEqual([null, await accountOf(account.mobile)]);
  });

  it('stores anonymously after the session ended, never failing', async () => {
    const browser: Browser = { ip: freshIp() };
    await registerAccount(platform, browser);
    const cookie = browser.cookie;
    await data(platform.app, browser, LOGOUT);
    const page = freshPage();
    const answer = await beacon(JSON.stringify([{ pageUrl: page, pageName: '首页', eventType: 'VISIT' }]), {
      ip: freshIp(),
      cookie,
    });
    expect(answer.status).toBe(204);
    expect(await stored(page)).toMatchObject([{ userId: null }]);
  });

  it('refuses bad batches through the error table, storing nothing', async () => {
    const page = freshPage();
    const bad = await beacon('{"pageUrl":', { ip: freshIp() });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({
      message: '埋点数据必须是事件数组的 JSON 文本',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const many = JSON.stringify(
      Array.from({ length: 51 }, () => ({ pageUrl: page, pageName: '首页', eventType: 'VISIT' })),
    );
    expect((await beacon(many, { ip: freshIp() })).body.errors[0].message).toBe('一次最多提交50条埋点事件');
    expect(await stored(page)).toEqual([]);
  });

  it("refuses another site's beacon with 403 and stores nothing", async () => {
    const page = freshPage();
    const batch = JSON.stringify([{ pageUrl: page, pageName: '首页', eventType: 'VISIT' }]);
    const crossSite = await beacon(batch, { ip: freshIp() }).set('sec-fetch-site', 'cross-site');
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.errors[0]).toEqual({
      message: '不接受来自其他网站的埋点数据',
      extensions: { code: 'FORBIDDEN' },
    });
    const foreign = await beacon(batch, { ip: freshIp() }).set('origin', 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(await stored(page)).toEqual([]);
    expect((await beacon(batch, { ip: freshIp() }).set('sec-fetch-site', 'same-origin')).status).toBe(204);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const answer = await beacon(`[${'"x",'.repeat(20_000)}"x"]`, { ip: freshIp() });
    expect(answer.status).toBe(413);
  });
});

import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import { KEY_PATTERN } from '#features/short-links/domain/short-link-key.ts';
import { portalTarget } from '#features/short-links/domain/short-link-target.ts';
import { createShortLink, ShortLinkRefused } from '#features/short-links/services/short-link-service.ts';
import { shortLinkHits } from '#features/short-links/stores/short-link-store.ts';
import { DEMO_SHORT_LINKS } from '#seed/demo-short-links.ts';
import { accountsForFile, freshIp, get, HOUR, post } from './accounts-support.ts';

const QUERY = '/zzzttt/shortUrl/query';
const DAY = 24 * HOUR;

const h = accountsForFile();

async function lookup(shortParam: string | undefined, ip = freshIp()) {
  const call = post(h.app, QUERY, ip);
  const answer = await (shortParam === undefined ? call : call.query({ shortParam }));
  expect(answer.status).toBe(200);
  return answer.body as { code: number; msg: string; data: unknown };
}

const notFound = { code: GatewayCode.SHORT_LINK_NOT_FOUND, msg: '短链接不存在！', data: null };

describe('POST /zzzttt/shortUrl/query', () => {
  it('answers the portal route of a seeded link and counts the hit', async () => {
    const before = await shortLinkHits(h.database.db, 'demoProduct');
    expect(await lookup('demoProduct')).toEqual({ code: 0, msg: '操作成功', data: '/product/1' });
    expect(await shortLinkHits(h.database.db, 'demoProduct')).toBe((before ?? 0) + 1);
    expect(DEMO_SHORT_LINKS.map((link) => link.key)).toContain('demoOrg');
    expect((await lookup('demoOrg')).data).toBe('/financialInstitution/1');
  });

  it('answers 短链接不存在！ for an unknown key and for a malformed one', async () => {
    expect(await lookup('noSuchKey1')).toMatchObject(notFound);
    for (const malformed of ['a', 'x'.repeat(33), '../product', '有中文', 'a b c d']) {
      expect(await lookup(malformed), malformed).toMatchObject(notFound);
    }
  });

  it('refuses a missing shortParam with BAD_PARAMS', async () => {
    expect(await lookup(undefined)).toMatchObject({ code: GatewayCode.BAD_PARAMS, msg: '缺少短链接参数 shortParam' });
    expect(await lookup('   ')).toMatchObject({ code: GatewayCode.BAD_PARAMS });
  });

  it('stops answering a link once it expired', async () => {
    const link = await createShortLink(h.database.db, { target: '/product/2', days: 1 }, h.clock.now());
    expect((await lookup(link.key)).data).toBe('/product/2');
    h.clock.advance(DAY + 1);
    expect(await lookup(link.key)).toMatchObject(notFound);
  });

  it('never answers a stored target that is not a portal route (a row written around the command)', async () => {
    await h.database.db
      .insertInto('short_link')
      .values({ key: 'plantedEvil', target: 'https://evil.example/phish', created_at: h.clock.now(), expires_at: null })
      .execute();
    expect(await lookup('plantedEvil')).toMatchObject(notFound);
  });

  it('is a POST call (GET answers 405)', async () => {
    const answer = await get(h.app, QUERY, freshIp()).query({ shortParam: 'demoProduct' });
    expect(answer.status).toBe(405);
  });
});

describe('short-link lookups per client address', () => {
  // RATE_LIMIT_FACTOR 0.025 makes the hourly budget of 120 lookups 3.
  const limited = accountsForFile({ settings: { rateLimitFactor: 0.025 } });

  it('refuses the lookup over the budget, known key or not, and leaves other addresses alone', async () => {
    const ip = freshIp();
    const ask = (key: string, from = ip) => post(limited.app, QUERY, from).query({ shortParam: key });
    expect((await ask('guess0001')).body.code).toBe(GatewayCode.SHORT_LINK_NOT_FOUND);
    expect((await ask('guess0002')).body.code).toBe(GatewayCode.SHORT_LINK_NOT_FOUND);
    expect((await ask('demoProduct')).body.code).toBe(0);
    expect((await ask('demoProduct')).body).toMatchObject({
      code: GatewayCode.RATE_LIMITED,
      msg: '访问过于频繁，请稍后再试',
    });
    expect((await ask('demoProduct', freshIp())).body.code).toBe(0);
    limited.clock.advance(HOUR + 1);
    expect((await ask('demoProduct')).body.code).toBe(0);
  });
});

describe('portalTarget (the open-redirect guard)', () => {
  it('takes portal routes, in the route or the browser form', () => {
    expect(portalTarget('/product/12')).toBe('/product/12');
    expect(portalTarget('/#/product/12')).toBe('/product/12');
    expect(portalTarget(' /product?keyword=abc&page=2 ')).toBe('/product?keyword=abc&page=2');
    expect(portalTarget('/')).toBe('/');
  });

  it('refuses anything that could leave the portal', () => {
    for (const target of [
      'https://evil.example/',
      'http://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '/#//evil.example',
      'javascript:alert(1)',
      'product/12',
      '/product/1\n2',
      '/product/<script>',
      '/product/12#x',
      '',
      `/${'a'.repeat(500)}`,
    ]) {
      expect(portalTarget(target), target).toBeNull();
    }
  });
});

describe('createShortLink (the shortlinks:create command)', () => {
  it('makes a random url-safe key of 12 characters, a new one each time', async () => {
    const a = await createShortLink(h.database.db, { target: '/product/3' }, h.clock.now());
    const b = await createShortLink(h.database.db, { target: '/product/3' }, h.clock.now());
    expect(a.key).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(KEY_PATTERN.test(a.key)).toBe(true);
    expect(a.key).not.toBe(b.key);
    expect(a.expiresAt).toBeNull();
    expect((await lookup(a.key)).data).toBe('/product/3');
  });

  it('takes a given key and the browser form of a route, and sets the expiry from --days', async () => {
    const now = h.clock.now();
    const link = await createShortLink(
      h.database.db,
      { target: '/#/financialInstitution/2', key: 'bank2', days: 30 },
      now,
    );
    expect(link).toEqual({
      key: 'bank2',
      target: '/financialInstitution/2',
      expiresAt: new Date(now.getTime() + 30 * DAY),
    });
    expect((await lookup('bank2')).data).toBe('/financialInstitution/2');
  });

  it('refuses a taken key, a foreign target, a malformed key and bad days, writing nothing', async () => {
    const refused = (link: Parameters<typeof createShortLink>[1]) =>
      expect(createShortLink(h.database.db, link, h.clock.now())).rejects.toBeInstanceOf(ShortLinkRefused);
    await refused({ target: '/product/4', key: 'demoProduct' });
    await refused({ target: 'https://evil.example/', key: 'evilOne' });
    await refused({ target: '//evil.example', key: 'evilTwo' });
    await refused({ target: '/product/4', key: 'ab' });
    await refused({ target: '/product/4', key: 'bad key!' });
    await refused({ target: '/product/4', days: 0 });
    await refused({ target: '/product/4', days: 1.5 });
    await expect(
      createShortLink(h.database.db, { target: '/product/4', key: 'demoProduct' }, h.clock.now()),
    ).rejects.toThrow('短链接标识已被占用：demoProduct');
    expect((await lookup('demoProduct')).data).toBe('/product/1');
    const evil = await h.database.db
      .selectFrom('short_link')
      .select('key')
      .where('key', 'in', ['evilOne', 'evilTwo'])
      .execute();
    expect(evil).toEqual([]);
  });
});

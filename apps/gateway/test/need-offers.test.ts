import { GatewayCode } from '@sme/contract/codes';
import type { NeedOffersRecord, OfferFiguresRecord, OrgOfferRecord } from '@sme/contract/routes/need-offers';
import { beforeAll, describe, expect, it } from 'vitest';
import { beijingDay } from '../../../tests/support/beijing-day.ts';
import { insertMatchingProduct } from '../../../tests/support/need-offer-rows.ts';
import { accountsForFile, HOUR } from './accounts-support.ts';
import { type Company, call, certifiedCompany, publishOk } from './applications-support.ts';
import { staffLogin, staffLoginAt, staffPost } from './staff-support.ts';

/** 意向报价 (issue 22, slice offers): the match rule, one offer per institution, scope, acceptance = claim. */

const DAY = 24 * HOUR;

const h = accountsForFile({
  settings: { rateLimitFactor: 100, sessionIdleMs: 365 * DAY, sessionAbsoluteMs: 365 * DAY },
});
let company: Company;
let other: Company;
/** Institutions with a product matching the test needs (A, B, C) and one without (D). */
let orgs: number[];
let staff: string[];
let operator: string;
let gov: string;

function giveMatchingProduct(orgId: number) {
  return insertMatchingProduct(h.database.db, orgId, {
    productName: `意向报价测试贷${orgId}`,
    guaranteeMethods: [3],
    minAmount: 100,
    minPeriod: 12,
  });
}

beforeAll(async () => {
  company = await certifiedCompany(h);
  other = await certifiedCompany(h);
  const inService = await h.database.db
    .selectFrom('financial_org')
    .select('id')
    .where('if_normal', '=', true)
    .orderBy('id')
    .limit(4)
    .execute();
  orgs = inService.map((row) => row.id);
  await h.database.db.updateTable('loan_product').set({ on_shelf: false }).where('org_id', 'in', orgs).execute();
  for (const orgId of orgs.slice(0, 3)) await giveMatchingProduct(orgId);
  staff = [];
  for (const orgId of orgs) staff.push(await staffLoginAt(h, orgId, 'org_staff'));
  operator = await staffLogin(h, 'operator');
  gov = await staffLogin(h, 'gov');
});

const clockDay = (offsetDays = 0) => beijingDay(h.clock.now(), offsetDays);

/** A need of 300 万元 over 24 months with guarantee 3 or 4, passed the platform's review (open for offers). */
async function openNeed(owner = company): Promise<number> {
  const id = await publishOk(h, owner);
  const reviewed = await staffPost(h, '/loan/org/transition', operator, { id, toStatus: 2 });
  expect(reviewed.code, reviewed.msg).toBe(0);
  return id;
}

const offerBody = (needId: number, overrides: Record<string, unknown> = {}) => ({
  needId,
  amountMin: 200,
  amountMax: 300,
  rateMin: 3.85,
  rateMax: 4.5,
  termMonths: 24,
  conditions: '需提供近一年纳税证明',
  validUntil: clockDay(30),
  ...overrides,
});

const send = (token: string, body: Record<string, unknown>) =>
  staffPost<OrgOfferRecord>(h, '/loan/org/offer/save', token, body);

async function sendOk(token: string, body: Record<string, unknown>): Promise<OrgOfferRecord> {
  const answer = await send(token, body);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

const enterpriseList = (token: string, id: number) =>
  call<NeedOffersRecord>(h.app, `/loan/pc/offer/list?id=${id}`, token);
const accept = (token: string, id: number) => call<NeedOffersRecord>(h.app, `/loan/pc/offer/accept?id=${id}`, token);

describe('institutions send offers on an open need', () => {
  it('lets an institution with a matching product offer once, replace and withdraw its own offer', async () => {
    const need = await openNeed();
    const sent = await sendOk(staff[0] as string, offerBody(need));
    expect(sent).toMatchObject({ needId: need, orgId: orgs[0], state: 'active', amountMin: 200, rateMin: 3.85 });
    expect(sent.entName).toBeTruthy();
    const replaced = await sendOk(staff[0] as string, offerBody(need, { rateMin: 3.6, conditions: '' }));
    expect(replaced).toMatchObject({ id: sent.id, rateMin: 3.6, conditions: '', offerTime: sent.offerTime });
    const rows = await h.database.db.selectFrom('need_offer').select('id').where('application_id', '=', need).execute();
    expect(rows).toHaveLength(1);

    const withdrawn = await staffPost<OrgOfferRecord>(h, `/loan/org/offer/withdraw?id=${sent.id}`, staff[0]);
    expect(withdrawn).toMatchObject({ code: 0, data: { state: 'withdrawn' } });
    expect(await staffPost(h, `/loan/org/offer/withdraw?id=${sent.id}`, staff[0])).toMatchObject({
      code: GatewayCode.OFFER_NOT_OPEN,
      msg: '该意向报价已撤回或已有结果，不能再操作',
    });
    expect((await enterpriseList(company.token, need)).data.offers).toEqual([]);
    expect((await sendOk(staff[0] as string, offerBody(need))).state).toBe('active');
  });

  it('refuses an institution none of whose products on shelf match the need', async () => {
    const need = await openNeed();
    expect(await send(staff[3] as string, offerBody(need))).toMatchObject({
      code: GatewayCode.OFFER_NOT_MATCHING,
      msg: '贵机构没有与该需求相符的在架产品（金额、期限、担保方式），不能报价',
    });
    const tooLarge = await publishOk(h, company, { applyAmount: 900 });
    await staffPost(h, '/loan/org/transition', operator, { id: tooLarge, toStatus: 2 });
    expect((await send(staff[0] as string, offerBody(tooLarge))).code).toBe(GatewayCode.OFFER_NOT_MATCHING);
    const otherGuarantee = await publishOk(h, company, { guaranteeMethods: '1' });
    await staffPost(h, '/loan/org/transition', operator, { id: otherGuarantee, toStatus: 2 });
    expect((await send(staff[0] as string, offerBody(otherGuarantee))).code).toBe(GatewayCode.OFFER_NOT_MATCHING);
  });

  it('refuses a need that is not open: unreviewed (unknown id), claimed, or unknown', async () => {
    const unreviewed = await publishOk(h, company);
    expect((await send(staff[0] as string, offerBody(unreviewed))).code).toBe(GatewayCode.APPLICATION_NOT_FOUND);
    expect((await send(staff[0] as string, offerBody(999999))).code).toBe(GatewayCode.APPLICATION_NOT_FOUND);
    const claimed = await openNeed();
    expect((await staffPost(h, `/loan/org/request/claim?id=${claimed}`, staff[1])).code).toBe(0);
    expect(await send(staff[0] as string, offerBody(claimed))).toMatchObject({
      code: GatewayCode.OFFER_NOT_OPEN,
      msg: '该需求已不在报价期（已被认领、已过有效期或已撤回），不能报价',
    });
  });

  it('answers bad input with a non-zero code and a Chinese message, never a 500', async () => {
    const need = await openNeed();
    const cases: [Record<string, unknown>, string][] = [
      [offerBody(need, { needId: undefined }), '缺少需求ID（needId）'],
      [offerBody(need, { amountMin: 'abc' }), '金额下限必须为数字'],
      [offerBody(need, { amountMin: 1.234 }), '金额下限必须为数字，且最多保留2位小数'],
      [offerBody(need, { amountMin: 400, amountMax: 300 }), '金额下限不能大于金额上限'],
      [offerBody(need, { rateMin: 5, rateMax: 4 }), '利率下限不能大于利率上限'],
      [offerBody(need, { rateMax: 40 }), '利率上限不能大于36'],
      [offerBody(need, { termMonths: 0 }), '期限不能小于1'],
      [offerBody(need, { conditions: '条'.repeat(501) }), '报价条件不能超过500个字符'],
      [offerBody(need, { validUntil: '2026/12/01' }), '有效期至（validUntil）格式须为 YYYY-MM-DD'],
      [offerBody(need, { validUntil: undefined }), '缺少有效期至（validUntil）'],
    ];
    for (const [body, msg] of cases) {
      const answer = await send(staff[0] as string, body);
      expect(answer.code, msg).not.toBe(0);
      expect(answer.msg).toBe(msg);
    }
    expect(await send(staff[0] as string, offerBody(need, { validUntil: clockDay(-1) }))).toMatchObject({
      code: GatewayCode.OFFER_INVALID,
      msg: '有效期至不能早于今天',
    });
    expect((await call(h.app, '/loan/pc/offer/accept?id=abc', company.token)).msg).toBe('报价ID必须是整数');
    expect((await send(operator, offerBody(need))).code).toBe(GatewayCode.ROLE_REFUSED);
    expect((await send(gov, offerBody(need))).code).not.toBe(0);
  });
});

describe('no institution sees another one’s offer', () => {
  it('answers another institution’s read and withdrawal, and another company’s list and acceptance, as unknown', async () => {
    const need = await openNeed();
    const sent = await sendOk(staff[0] as string, offerBody(need));
    for (const path of ['/loan/org/offer/detail', '/loan/org/offer/withdraw']) {
      expect(await staffPost(h, `${path}?id=${sent.id}`, staff[1])).toMatchObject({
        code: GatewayCode.APPLICATION_NOT_FOUND,
        msg: '申请不存在或无权查看',
      });
    }
    expect((await staffPost(h, `/loan/org/offer/detail?id=${sent.id}`, staff[0])).code).toBe(0);
    const mine = await staffPost<{ records: OrgOfferRecord[] }>(h, '/loan/org/offer/list', staff[1], {});
    expect(mine.data.records.map((record) => record.id)).not.toContain(sent.id);
    expect((await enterpriseList(other.token, need)).code).toBe(GatewayCode.APPLICATION_NOT_FOUND);
    expect((await accept(other.token, sent.id)).code).toBe(GatewayCode.APPLICATION_NOT_FOUND);
  });
});

describe('the enterprise accepts one offer', () => {
  it('claims the need for that institution, declines the others (未被采纳) and records it in the timeline', async () => {
    const need = await openNeed();
    const offers: OrgOfferRecord[] = [];
    for (const [index, rate] of [4.2, 3.65, 4.8].entries()) {
      offers.push(await sendOk(staff[index] as string, offerBody(need, { rateMin: rate, rateMax: rate + 0.5 })));
    }
    const listed = await enterpriseList(company.token, need);
    expect(listed.data).toMatchObject({ needId: need, open: true });
    expect(listed.data.offers.map((offer) => offer.orgId)).toEqual(orgs.slice(0, 3));

    const best = offers[1] as OrgOfferRecord;
    const accepted = await accept(company.token, best.id);
    expect(accepted.code, accepted.msg).toBe(0);
    expect(accepted.data.open).toBe(false);
    expect(accepted.data.offers.map((offer) => [offer.orgId, offer.state])).toEqual([
      [orgs[0], 'declined'],
      [orgs[1], 'accepted'],
      [orgs[2], 'declined'],
    ]);
    const row = await h.database.db
      .selectFrom('loan_application')
      .select(['org_id', 'loan_status', 'claimed_at'])
      .where('id', '=', need)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ org_id: orgs[1], loan_status: 2 });
    expect(row.claimed_at).not.toBeNull();
    const event = await h.database.db
      .selectFrom('loan_application_event')
      .select(['actor_kind', 'remark'])
      .where('application_id', '=', need)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.actor_kind).toBe('enterprise');
    expect(event.remark).toContain('意向报价');

    const loser = await staffPost<{ records: OrgOfferRecord[] }>(h, '/loan/org/offer/list', staff[0], {});
    expect(loser.data.records.find((record) => record.needId === need)?.state).toBe('declined');
    const winnerQueue = await staffPost<{ loanStatus: number }>(h, `/loan/org/detail?id=${need}`, staff[1]);
    expect(winnerQueue.code, winnerQueue.msg).toBe(0);
    expect((await staffPost(h, `/loan/org/detail?id=${need}`, staff[0])).code).toBe(GatewayCode.APPLICATION_NOT_FOUND);

    expect(await accept(company.token, best.id)).toMatchObject({
      code: GatewayCode.OFFER_ALREADY_ACCEPTED,
      msg: '该需求已采纳一家机构的意向报价，不能重复采纳',
    });
    expect((await accept(company.token, (offers[0] as OrgOfferRecord).id)).code).toBe(
      GatewayCode.OFFER_ALREADY_ACCEPTED,
    );
    expect((await send(staff[2] as string, offerBody(need))).code).toBe(GatewayCode.OFFER_NOT_OPEN);
  });

  it('counts offers per need and the time to the first one on the gov dashboard', async () => {
    const figures = await staffPost<OfferFiguresRecord>(h, '/loan/gov/offer/figures', gov, {});
    expect(figures.code, figures.msg).toBe(0);
    expect(figures.data.offers).toBeGreaterThanOrEqual(4);
    expect(figures.data.needsWithOffers).toBeGreaterThanOrEqual(2);
    expect(figures.data.acceptedOffers).toBeGreaterThanOrEqual(1);
    expect(figures.data.firstOfferMedianHours).not.toBeNull();
    expect((await staffPost(h, '/loan/gov/offer/figures', staff[0], {})).code).toBe(GatewayCode.ROLE_REFUSED);
  });

  it('refuses an expired offer', async () => {
    const need = await openNeed();
    const sent = await sendOk(staff[0] as string, offerBody(need, { validUntil: clockDay(0) }));
    h.clock.advance(2 * DAY);
    expect(await accept(company.token, sent.id)).toMatchObject({
      code: GatewayCode.OFFER_EXPIRED,
      msg: '该意向报价已过有效期，不能采纳',
    });
    const listed = await enterpriseList(company.token, need);
    expect(listed.data.offers[0]).toMatchObject({ id: sent.id, expired: true });
  });
});

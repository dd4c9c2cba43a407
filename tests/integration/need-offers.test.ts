import { GatewayCode } from '@sme/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financingNeedInput } from '../support/application-input.ts';
import { beijingDay } from '../support/beijing-day.ts';
import { insertMatchingProduct } from '../support/need-offer-rows.ts';
import { type AccountsPlatform, type Browser, data, failure } from './support/accounts-platform.ts';
import { startDeskPlatform } from './support/desk-platform.ts';
import { PUBLISH } from './support/shared-operations.ts';
import { type StaffBrowser, staffData, staffFailure } from './support/staff-platform.ts';

/** 意向报价 through graph and gateway (issue 22, slice offers): three offers, scope, acceptance, the dashboard. */

const OFFER =
  'id needId orgId orgName amountMin amountMax rateMin rateMax termMonths conditions validUntil state stateLabel expired';
const SEND = `mutation($input: NeedOfferInput!) { sendNeedOffer(input: $input) { ${OFFER} entName } }`;
const ONE = `query($id: ID!) { orgNeedOffer(id: $id) { ${OFFER} } }`;
const MINE = `query { orgNeedOffers(page: { pageSize: 50 }) { total records { ${OFFER} } } }`;
const OFFERS = `query($needId: ID!) { needOffers(needId: $needId) { needId open offers { ${OFFER} entName
  responseTimes { days applications } } } }`;
const ACCEPT = `mutation($id: ID!) { acceptNeedOffer(id: $id) { open offers { id state } } }`;
const MOVE = 'mutation($input: TransitionInput!) { transitionApplication(input: $input) { id } }';
const DASHBOARD =
  'query { govDashboard { offers { needs needsWithOffers offers offersPerNeed firstOfferMedianHours acceptedOffers } } }';
const STAFF_ORG = 'query { staffMe { orgId } }';

/** The demo institutions with a workbench login the tests can sign in (README's demo secrets). */
const INSTITUTIONS = ['org01-staff', 'org02-staff'];

let platform: AccountsPlatform;
let owner: Browser;
let staff: Record<string, StaffBrowser> = {};

interface Offer {
  id: string;
  orgId: string;
  state: string;
  stateLabel: string;
  rateMin: number;
}

const clockDay = (days = 0) => beijingDay(platform.clock.now(), days);

/** A product of the institution that matches the test needs (80 万元, 12 months, guarantee 4). */
function matchingProduct(orgId: number) {
  return insertMatchingProduct(platform.database.db, orgId, {
    productName: `意向报价集成测试贷${orgId}`,
    guaranteeMethods: [4],
    minAmount: 10,
    minPeriod: 6,
  });
}

async function openNeed(): Promise<string> {
  const published = await data<{ publishNeed: { id: string } }>(platform.app, owner, PUBLISH, {
    input: financingNeedInput(platform.clock.now().getTime()),
  });
  const id = published.publishNeed.id;
  await staffData(platform, staff.operator as StaffBrowser, MOVE, { input: { id, toStatus: 2, remark: '审核通过' } });
  return id;
}

const offerInput = (needId: string, rate: number) => ({
  needId,
  amountMin: 50,
  amountMax: 80,
  rateMin: rate,
  rateMax: rate + 0.5,
  termMonths: 12,
  conditions: '需提供近一年纳税证明',
  validUntil: clockDay(20),
});

beforeAll(async () => {
  ({ platform, owner, staff } = await startDeskPlatform([...INSTITUTIONS, 'operator', 'gov']));
  for (const username of INSTITUTIONS) {
    const me = await staffData<{ staffMe: { orgId: string } }>(platform, staff[username] as StaffBrowser, STAFF_ORG);
    await matchingProduct(Number(me.staffMe.orgId));
  }
});
afterAll(() => platform?.close());

describe('意向报价 through the graph', () => {
  it('two institutions offer, the enterprise compares and accepts the lowest rate, the others read 未被采纳', async () => {
    const needId = await openNeed();
    const sent: Offer[] = [];
    for (const [index, rate] of [4.35, 3.6].entries()) {
      const answer = await staffData<{ sendNeedOffer: Offer & { entName: string } }>(
        platform,
        staff[INSTITUTIONS[index] as string] as StaffBrowser,
        SEND,
        { input: offerInput(needId, rate) },
      );
      expect(answer.sendNeedOffer).toMatchObject({ needId, state: 'active', stateLabel: '有效', rateMin: rate });
      sent.push(answer.sendNeedOffer);
    }

    const seen = await data<{ needOffers: { open: boolean; offers: (Offer & { entName: string | null })[] } }>(
      platform.app,
      owner,
      OFFERS,
      { needId },
    );
    expect(seen.needOffers.open).toBe(true);
    expect(seen.needOffers.offers).toHaveLength(2);
    expect(seen.needOffers.offers.every((offer) => offer.entName === null)).toBe(true);

    const other = await staffFailure(platform, staff['org02-staff'] as StaffBrowser, ONE, { id: sent[0]?.id });
    expect(other.error.extensions).toMatchObject({
      code: 'BUSINESS_ERROR',
      gatewayCode: GatewayCode.APPLICATION_NOT_FOUND,
    });

    const best = sent[1] as Offer;
    const accepted = await data<{ acceptNeedOffer: { open: boolean; offers: { id: string; state: string }[] } }>(
      platform.app,
      owner,
      ACCEPT,
      { id: best.id },
    );
    expect(accepted.acceptNeedOffer.open).toBe(false);
    expect(accepted.acceptNeedOffer.offers.find((offer) => offer.id === best.id)?.state).toBe('accepted');

    const again = await failure(platform.app, owner, ACCEPT, { id: best.id });
    expect(again.error).toMatchObject({
      message: '该需求已采纳一家机构的意向报价，不能重复采纳',
      extensions: { gatewayCode: GatewayCode.OFFER_ALREADY_ACCEPTED },
    });

    const loser = await staffData<{ orgNeedOffers: { records: Offer[] } }>(
      platform,
      staff['org01-staff'] as StaffBrowser,
      MINE,
    );
    expect(loser.orgNeedOffers.records.find((offer) => offer.id === sent[0]?.id)).toMatchObject({
      state: 'declined',
      stateLabel: '未被采纳',
    });

    const dashboard = await staffData<{ govDashboard: { offers: { offers: number; acceptedOffers: number } } }>(
      platform,
      staff.gov as StaffBrowser,
      DASHBOARD,
    );
    expect(dashboard.govDashboard.offers.offers).toBeGreaterThanOrEqual(2);
    expect(dashboard.govDashboard.offers.acceptedOffers).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad figures before any call, with the gateway’s wording', async () => {
    const needId = await openNeed();
    const bad = await staffFailure(platform, staff['org01-staff'] as StaffBrowser, SEND, {
      input: { ...offerInput(needId, 4), amountMin: 90, amountMax: 80 },
    });
    expect(bad.error).toMatchObject({ message: '金额下限不能大于金额上限', extensions: { code: 'BAD_USER_INPUT' } });
    const past = await staffFailure(platform, staff['org01-staff'] as StaffBrowser, SEND, {
      input: { ...offerInput(needId, 4), validUntil: clockDay(-1) },
    });
    expect(past.error).toMatchObject({
      message: '有效期至不能早于今天',
      extensions: { gatewayCode: GatewayCode.OFFER_INVALID },
    });
  });
});

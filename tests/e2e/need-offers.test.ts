import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financingNeedInput } from '../support/application-input.ts';
import { beijingDay } from '../support/beijing-day.ts';
import { devTransition, ENDED_BY_TEST } from './business-support.ts';
import { demoStaff } from './desk-support.ts';
import { graphAsSession, SMART_MAKING } from './financing-support.ts';
import { baseUrl, chromiumForBlock, openPage, visit } from './harness.ts';
import { staffLogin } from './staff-support.ts';
import { signInDemo } from './verification-support.ts';

/**
 * 意向报价 in Chromium (issue 22 §2): the demo company's open need (30 万元 over 12 months, 信用) → two institutions'
 * staff each send an indicative offer from 待认领需求 → the enterprise sees both side by side in the need's progress
 * view, sorts them, accepts the cheaper one → the need is that institution's, and the other institution's offer list
 * says 未被采纳. org04-staff (越华示范科技银行, 越华人才信用贷) and org09-staff (流花示范小额贷款, 流花商户周转贷): staff
 * logins no other file uses, so no TOTP code is replayed.
 */

/** The cheaper offer is also the smaller one (30 – 37.5 万元), so sorting by amount and by rate orders them apart. */
const CHEAPER = { staff: demoStaff('org04-staff'), org: '越华示范科技银行', amountMin: '30', rates: ['3.80', '4.20'] };
const DEARER = {
  staff: demoStaff('org09-staff'),
  org: '流花示范小额贷款有限公司',
  amountMin: '37.5',
  rates: ['5.20', '6.00'],
};
const AMOUNT = 37.5;
const PUBLISH = 'mutation($input: FinancingNeedInput!) { publishNeed(input: $input) { id } }';

const chromium = chromiumForBlock();
let needId = '';

/** Signs the staff member in, finds the need on 待认领需求 by its amount and sends an offer (to 37.5 万元). */
async function sendOffer(page: Page, { staff, amountMin, rates: [rateMin, rateMax] }: typeof CHEAPER): Promise<void> {
  await staffLogin(page, staff);
  await page.goto(`${baseUrl()}/admin/#/needs`);
  const row = page
    .getByRole('row')
    .filter({ hasText: SMART_MAKING })
    .filter({ hasText: /37\.50?万元/ });
  await row.getByRole('button', { name: '报价' }).click();
  const dialog = page.getByTestId('offer-dialog');
  await dialog.getByLabel('金额下限（万元）').fill(amountMin);
  await dialog.getByLabel('利率下限（%）').fill(rateMin as string);
  await dialog.getByLabel('利率上限（%）').fill(rateMax as string);
  const validUntil = beijingDay(Date.now(), 14);
  await dialog.getByLabel('有效期至（YYYY-MM-DD）').fill(validUntil);
  await dialog.getByRole('button', { name: '发送报价' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByTestId('my-offer')
    .filter({ hasText: /37\.50?万元/ })
    .first()
    .waitFor();
}

/** The offers' institutions in the order the need's view shows them. */
const shownOrder = (portal: Page) =>
  portal.getByTestId('need-offer').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-org')));

beforeAll(async () => {
  const { context, page } = await openPage(chromium.browser);
  try {
    await signInDemo(page, SMART_MAKING);
    const input = financingNeedInput(Date.now(), { applyAmount: AMOUNT, loanPeriod: 12, guaranteeMethods: [4] });
    needId = (await graphAsSession<{ publishNeed: { id: string } }>(page, PUBLISH, { input })).publishNeed.id;
  } finally {
    await context.close();
  }
  // The platform's review passes it: the need is open to the matching institutions.
  await devTransition(Number(needId), 2, { remark: '审核通过' });
});

afterAll(async () => {
  // The shared demo company keeps no business in progress: the claimed need fails (or, unclaimed, is withdrawn).
  if (needId) {
    await devTransition(Number(needId), 5, ENDED_BY_TEST).catch(() =>
      devTransition(Number(needId), 10).catch(() => {}),
    );
  }
});

describe('indicative offers on a need', () => {
  it('two institutions offer, the enterprise compares and accepts one, the other hears 未被采纳', async () => {
    await chromium.withPage((page) => sendOffer(page, CHEAPER));
    // The other institution's workbench stays open: it is read again once the enterprise has chosen.
    const dearer = await openPage(chromium.browser);
    try {
      await sendOffer(dearer.page, DEARER);
      await acceptTheCheaper();
      await dearer.page.reload();
      const mine = dearer.page
        .getByTestId('my-offer')
        .filter({ hasText: /37\.50?万元/ })
        .first();
      await expect.poll(() => mine.getByTestId('offer-state').textContent()).toBe('未被采纳');
      expect(dearer.errors).toEqual([]);
    } finally {
      await dearer.context.close();
    }
  });
});

/** In the portal: both offers side by side, sorted by amount then by rate; the cheaper accepted; the need is its. */
async function acceptTheCheaper(): Promise<void> {
  const { context, page: portal, errors } = await openPage(chromium.browser);
  try {
    await signInDemo(portal, SMART_MAKING);
    await visit(portal, `/account/3?id=${needId}`);
    const offers = portal.getByTestId('need-offers');
    await portal.getByTestId('need-offer').nth(1).waitFor();
    expect(await portal.getByTestId('need-offer').count()).toBe(2);
    await offers.getByRole('button', { name: '金额从高到低' }).click();
    expect(await shownOrder(portal)).toEqual([DEARER.org, CHEAPER.org]);
    await offers.getByRole('button', { name: '利率从低到高' }).click();
    expect(await shownOrder(portal)).toEqual([CHEAPER.org, DEARER.org]);
    const cheaper = portal.getByTestId('need-offer').filter({ hasText: CHEAPER.org });
    expect(await cheaper.getByTestId('offer-rate').textContent()).toBe('3.80% – 4.20%');

    await cheaper.getByRole('button', { name: '采纳该报价' }).click();
    await portal.getByTestId('accept-offer-dialog').getByRole('button', { name: '确定采纳' }).click();
    await expect.poll(() => cheaper.textContent()).toContain('已采纳');
    // Read back: the need is the accepted institution's.
    const claimed = await graphAsSession<{ loanApplication: { orgName: string | null } }>(
      portal,
      'query($id: ID!) { loanApplication(id: $id) { orgName } }',
      { id: needId },
    );
    expect(claimed.loanApplication.orgName).toBe(CHEAPER.org);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

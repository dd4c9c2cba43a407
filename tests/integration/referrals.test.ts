import { GatewayCode } from '@sme/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productApplicationInput } from '../support/application-input.ts';
import { type AccountsPlatform, type Browser, data, failure } from './support/accounts-platform.ts';
import { startWithDemoOwner } from './support/demo-owner.ts';
import { devTransition } from './support/dev-transition.ts';
import { productIdNamed } from './support/seeded-rows.ts';
import { SWITCH } from './support/shared-operations.ts';

/** Referral after a decline (issue 9) through graph and gateway: options, consent, idempotency, BOLA, the ledger. */

const REFERRAL = `id originalApplicationId applicationId status { code label } productId productName orgName consentText
  consentTime`;
const OPTIONS = `query($id: ID!) { referralOptions(applicationId: $id) { applicationId referral { ${REFERRAL} }
  options { productId productName productLogo orgId orgName summary guaranteeMethods { code label } minAmount maxAmount
  rateMin rateMax minPeriod maxPeriod consentText } } }`;
const CONSENT = `mutation($id: ID!, $productId: ID!) { consentToReferral(applicationId: $id, productId: $productId) {
  ${REFERRAL} } }`;
const APPLY = 'mutation($input: ProductApplicationInput!) { applyForProduct(input: $input) { id orgName } }';
const MINE =
  'query { myApplications(page: { pageNum: 1, pageSize: 8 }) { records { id productName status { code } } } }';
const LEDGER = `query { dataAuthorisationLedger(page: { pageNum: 1, pageSize: 8 }) {
  records { kind orgName detail authEndDate } } }`;

interface Referral {
  id: string;
  originalApplicationId: string;
  applicationId: string;
  status: { code: number; label: string };
  productId: string;
  productName: string;
  orgName: string;
  consentText: string;
  consentTime: string;
}
interface Option {
  productId: string;
  productName: string;
  orgId: string;
  orgName: string;
  guaranteeMethods: { code: number; label: string }[];
  consentText: string;
}
interface Options {
  referralOptions: { applicationId: string; referral: Referral | null; options: Option[] };
}

let platform: AccountsPlatform;
let owner: Browser;
let ownerCompanyId: string;
let otherCompanyId: string;
let productId: number;

beforeAll(async () => {
  ({ platform, owner, ownerCompanyId, otherCompanyId } = await startWithDemoOwner());
  productId = await productIdNamed(platform);
});
afterAll(() => platform?.close());

async function apply(): Promise<{ id: string; orgName: string }> {
  const answer = await data<{ applyForProduct: { id: string; orgName: string } }>(platform.app, owner, APPLY, {
    input: productApplicationInput(String(productId), platform.clock.now().getTime(), { applyAmount: 150 }),
  });
  return answer.applyForProduct;
}

/** Moves an application as the institution would; a decline gives the reason of an age requirement not met. */
async function move(id: string, toStatus: number): Promise<void> {
  const failed =
    toStatus === 5 || toStatus === 7 ? { failureType: 1, failureReason: '企业成立年限不满足准入要求' } : {};
  await devTransition(platform, id, toStatus, failed);
}

async function declined(path = [11, 5]) {
  const application = await apply();
  for (const status of path) await move(application.id, status);
  return application;
}

const options = async (id: string) => (await data<Options>(platform.app, owner, OPTIONS, { id })).referralOptions;

describe('referral after a decline through graph and gateway', () => {
  it('offers other institutions’ products, refers the application on consent and records it in the ledger', async () => {
    const original = await declined();
    const offered = await options(original.id);
    expect(offered.applicationId).toBe(original.id);
    expect(offered.referral).toBeNull();
    expect(offered.options.length).toBeGreaterThan(0);
    expect(offered.options.length).toBeLessThanOrEqual(3);
    for (const option of offered.options) {
      expect(option.orgName).not.toBe(original.orgName);
      expect(option.guaranteeMethods.map((method) => method.code)).toContain(4);
      expect(option.consentText).toContain(`「${option.orgName}」`);
    }
    const chosen = offered.options[0] as Option;

    const { consentToReferral: referral } = await data<{ consentToReferral: Referral }>(platform.app, owner, CONSENT, {
      id: original.id,
      productId: chosen.productId,
    });
    expect(referral).toMatchObject({
      originalApplicationId: original.id,
      status: { code: 1, label: '已提交' },
      productId: chosen.productId,
      productName: chosen.productName,
      orgName: chosen.orgName,
      consentText: chosen.consentText,
    });
    expect(referral.applicationId).not.toBe(original.id);

    const mine = await data<{ myApplications: { records: { id: string; productName: string }[] } }>(
      platform.app,
      owner,
      MINE,
    );
    expect(mine.myApplications.records).toContainEqual(
      expect.objectContaining({ id: referral.applicationId, productName: chosen.productName }),
    );

    const ledger = await data<{
      dataAuthorisationLedger: { records: { kind: string; orgName: string | null; detail: string }[] };
    }>(platform.app, owner, LEDGER);
    const records = ledger.dataAuthorisationLedger.records;
    expect(records).toContainEqual({
      kind: 'REFERRAL',
      orgName: chosen.orgName,
      detail: chosen.consentText,
      authEndDate: null,
    });
    expect(records).toContainEqual(
      expect.objectContaining({
        kind: 'ACCESS',
        orgName: chosen.orgName,
        detail: '经企业同意转介，获取融资申请「粤秀税信贷」的申请数据',
      }),
    );

    // The consent again answers the first referral; the options now show it.
    const again = await data<{ consentToReferral: Referral }>(platform.app, owner, CONSENT, {
      id: original.id,
      productId: chosen.productId,
    });
    expect(again.consentToReferral).toEqual(referral);
    const after = await options(original.id);
    expect(after.referral).toEqual(referral);
    expect(after.options).toEqual([]);
    const other = offered.options[1];
    if (other) {
      const { error } = await failure(platform.app, owner, CONSENT, { id: original.id, productId: other.productId });
      expect(error.extensions).toMatchObject({
        code: 'BUSINESS_ERROR',
        gatewayCode: GatewayCode.REFERRAL_ALREADY_MADE,
      });
      expect(error.message).toContain('每笔申请只能转介一次');
    }
  });

  it('refers after a credit failure (status 7), not while the application is still open', async () => {
    const open = await apply();
    await move(open.id, 11);
    const { error } = await failure(platform.app, owner, OPTIONS, { id: open.id });
    expect(error).toMatchObject({
      message: '仅受理失败或授信失败的申请可转介其他机构',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.REFERRAL_NOT_ALLOWED },
    });
    const creditFailed = await declined([11, 4, 7]);
    const offered = await options(creditFailed.id);
    const chosen = offered.options[0] as Option;
    const { consentToReferral } = await data<{ consentToReferral: Referral }>(platform.app, owner, CONSENT, {
      id: creditFailed.id,
      productId: chosen.productId,
    });
    expect(consentToReferral.status.code).toBe(1);
  });

  it('answers another company exactly as an unknown id, and refuses bad ids as BAD_USER_INPUT', async () => {
    const original = await declined();
    const chosen = (await options(original.id)).options[0] as Option;
    await data(platform.app, owner, SWITCH, { id: otherCompanyId });
    try {
      const theirs = (await failure(platform.app, owner, CONSENT, { id: original.id, productId: chosen.productId }))
        .error;
      const unknown = (await failure(platform.app, owner, CONSENT, { id: '99999999', productId: chosen.productId }))
        .error;
      expect(theirs.message).toBe(unknown.message);
      expect(theirs.extensions).toEqual(unknown.extensions);
      // The demo's second company is not certified: the consent stops there (-5004) for any id, the same answer
      // either way (the gateway's test covers a certified stranger's consent: -8001).
      expect(theirs.extensions).toMatchObject({ gatewayCode: GatewayCode.CERTIFICATION_REQUIRED });
      const peek = (await failure(platform.app, owner, OPTIONS, { id: original.id })).error;
      const peekUnknown = (await failure(platform.app, owner, OPTIONS, { id: '99999999' })).error;
      expect(peek).toEqual(peekUnknown);
      expect(peek.extensions).toMatchObject({ gatewayCode: GatewayCode.CERTIFICATION_REQUIRED });
    } finally {
      await data(platform.app, owner, SWITCH, { id: ownerCompanyId });
    }
    expect((await options(original.id)).referral).toBeNull();
    const { error } = await failure(platform.app, owner, CONSENT, { id: 'abc', productId: chosen.productId });
    expect(error).toMatchObject({
      message: '申请ID必须是正整数',
      extensions: { code: 'BAD_USER_INPUT', argument: 'applicationId' },
    });
    const badProduct = (await failure(platform.app, owner, CONSENT, { id: original.id, productId: '-1' })).error;
    expect(badProduct.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'productId' });
  });
});

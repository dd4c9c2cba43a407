import { GatewayCode } from '@sme/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIVE_YEARS_MS, financingNeedInput } from '../support/application-input.ts';
import {
  type AccountsPlatform,
  type Browser,
  data,
  failure,
  freshIp,
  startAccountsPlatform,
} from './support/accounts-platform.ts';
import { applyForProduct } from './support/apply-for-product.ts';
import { SMART_MAKING, signInDemoOwner } from './support/demo-owner.ts';
import { companyNamed, productIdNamed } from './support/seeded-rows.ts';
import { type StaffBrowser, staffData, staffSignIn } from './support/staff-platform.ts';

/** Trust first, item 3, through graph and gateway: the need's authorisation and the institution's summary. */

const PUBLISH = 'mutation($input: FinancingNeedInput!) { publishNeed(input: $input) { id status { code } } }';
const STANDING = 'query { dataAuthorisation { inForce } }';
const WITHDRAW = 'mutation($id: ID!) { withdrawApplication(id: $id) { status { code } } }';
const ONE = `query($id: ID!) { orgApplication(id: $id) { restriction { reason message }
  application { entName contactName contactMobile applyAmount productName status { code } } } }`;

let platform: AccountsPlatform;
let owner: Browser;
let companyId: number;
let productId: number;
const staff: StaffBrowser = { ip: freshIp() };

beforeAll(async () => {
  platform = await startAccountsPlatform();
  platform.clock.advance(Date.now() - platform.clock.now().getTime());
  owner = await signInDemoOwner(platform, SMART_MAKING);
  companyId = (await companyNamed(platform, SMART_MAKING)).id;
  productId = await productIdNamed(platform);
  await staffSignIn(platform, staff, 'org01-staff');
});
afterAll(() => platform?.close());

const needInput = (overrides: Record<string, unknown> = {}) =>
  financingNeedInput(platform.clock.now().getTime(), overrides);

describe('publishNeed and the data authorisation', () => {
  it('refuses a need without an authorisation in force and without authEndDate; grants one with it', async () => {
    // The seeded grant ran out: the company has none in force.
    await platform.database.db
      .updateTable('data_authorisation')
      .set({ auth_end_date: new Date(platform.clock.now().getTime() - 1000) })
      .where('company_id', '=', companyId)
      .execute();
    expect(await data(platform.app, owner, STANDING)).toEqual({ dataAuthorisation: { inForce: false } });
    const { error } = await failure(platform.app, owner, PUBLISH, { input: needInput() });
    expect(error).toMatchObject({
      message: '请先阅读并同意企业数据授权书',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.AUTHORISATION_REQUIRED },
    });
    const published = await data<{ publishNeed: { id: string; status: { code: number } } }>(
      platform.app,
      owner,
      PUBLISH,
      { input: needInput({ authEndDate: platform.clock.now().getTime() + FIVE_YEARS_MS }) },
    );
    expect(published.publishNeed.status.code).toBe(1);
    expect(await data(platform.app, owner, STANDING)).toEqual({ dataAuthorisation: { inForce: true } });
    const grant = await platform.database.db
      .selectFrom('data_authorisation')
      .select('application_id')
      .where('company_id', '=', companyId)
      .where('revoked_at', 'is', null)
      .where('auth_end_date', '>', platform.clock.now())
      .executeTakeFirstOrThrow();
    expect(String(grant.application_id)).toBe(published.publishNeed.id);
  });
});

describe('orgApplication after the enterprise withdrew it', () => {
  it('keeps the institution a summary only, saying why', async () => {
    const id = await applyForProduct(platform, owner, productId, { applyAmount: 200 });
    type Answer = { orgApplication: { restriction: unknown; application: Record<string, unknown> } };
    const opened = await staffData<Answer>(platform, staff, ONE, { id });
    expect(opened.orgApplication).toMatchObject({
      restriction: null,
      application: { entName: SMART_MAKING, contactMobile: '13912345678', status: { code: 11 } },
    });
    await data(platform.app, owner, WITHDRAW, { id });
    const summary = await staffData<Answer>(platform, staff, ONE, { id });
    expect(summary.orgApplication).toEqual({
      restriction: {
        reason: 'withdrawn',
        message: '企业已撤回该申请，仅保留申请摘要，企业信息、联系方式和申请材料不再显示',
      },
      application: {
        entName: null,
        contactName: null,
        contactMobile: null,
        applyAmount: 200,
        productName: '粤秀税信贷',
        status: { code: 10 },
      },
    });
  });
});

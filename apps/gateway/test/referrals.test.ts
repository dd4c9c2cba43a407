import type { DataAuthorisationLedgerRecord } from '@sme/contract/routes/authorisation';
import type { PageRecord } from '@sme/contract/routes/catalog';
import type { ReferralOptionRecord, ReferralOptionsRecord, ReferralRecord } from '@sme/contract/routes/referrals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../../tests/support/sample-files/images.ts';
import { freshIp, post, register } from './accounts-support.ts';
import {
  applyOk,
  type Company,
  call,
  certifiedCompany,
  driveTo,
  firstOfferedProduct,
  publishOk,
  statusOf,
} from './applications-support.ts';
import { type FilesHarness, startFiles, uploaded } from './files-support.ts';
import { insertCompany, joinCompany } from './identity-support.ts';

/** Referral after a decline (issue 9): POST /loan/referral/options and /loan/referral/consent. */

let h: FilesHarness;
let productId: number;
let declinedOrgId: number;
beforeAll(async () => {
  // Many applications of a few companies: a budget far above the 30 a day this file would otherwise meet.
  h = await startFiles({ accounts: { rateLimitFactor: 100 } });
  ({ productId, orgId: declinedOrgId } = await firstOfferedProduct(h));
});
afterAll(() => h.close());

const options = (token: string | undefined, body: unknown) =>
  call<ReferralOptionsRecord>(h.app, '/loan/referral/options', token, body);
const consent = (token: string | undefined, body: unknown) =>
  call<ReferralRecord>(h.app, '/loan/referral/consent', token, body);

/** A product application of `company` declined by its institution: 1 → 11 → 5 (or → 4 → 7). */
async function declined(company: Company, path: number[] = [11, 5], overrides: Record<string, unknown> = {}) {
  const id = await applyOk(h, company, productId, overrides);
  await driveTo(h, id, path);
  return id;
}

async function offered(company: Company, id: number): Promise<ReferralOptionRecord[]> {
  const answer = await options(company.token, { applicationId: id });
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.options;
}

/** The first matching product offered for the declined application (the tests that consent need one). */
async function firstOption(company: Company, id: number): Promise<ReferralOptionRecord> {
  const [option] = await offered(company, id);
  if (!option) throw new Error('no option');
  return option;
}

async function referralRows(originalId: number) {
  return h.database.db
    .selectFrom('loan_referral')
    .selectAll()
    .where('original_application_id', '=', originalId)
    .execute();
}

describe('the matching products of a declined application', () => {
  it('offers at most 3 products of other institutions that admit the amount, term and a guarantee, each with its consent text', async () => {
    const company = await certifiedCompany(h);
    const id = await declined(company);
    const answer = await options(company.token, { applicationId: id });
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.applicationId).toBe(id);
    expect(answer.data.referral).toBeNull();
    const list = answer.data.options;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(3);
    for (const option of list) {
      expect(option.orgId).not.toBe(declinedOrgId);
      expect(option.minAmount === null || option.minAmount <= 120.5).toBe(true);
      expect(option.maxAmount === null || option.maxAmount >= 120.5).toBe(true);
      expect(option.consentText).toContain(option.orgName);
      expect(option.consentText).toContain(option.productName);
      expect(option.consentText).toContain('申请材料');
    }
    const rows = await h.database.db
      .selectFrom('loan_product')
      .select(['id', 'guarantee_methods', 'on_shelf', 'apply_url_type'])
      .where(
        'id',
        'in',
        list.map((option) => option.productId),
      )
      .execute();
    for (const row of rows) {
      expect(row.on_shelf).toBe(true);
      expect(row.apply_url_type).toBe(1);
      expect(row.guarantee_methods.some((code) => code === 4 || code === 1)).toBe(true);
    }
  });

  it('leaves out a product the amount is outside of', async () => {
    const company = await certifiedCompany(h);
    const id = await declined(company);
    const first = await firstOption(company, id);
    await h.database.db
      .updateTable('loan_product')
      .set({ max_amount: 100 })
      .where('id', '=', first.productId)
      .execute();
    try {
      expect((await offered(company, id)).map((option) => option.productId)).not.toContain(first.productId);
      const refused = await consent(company.token, { applicationId: id, productId: first.productId });
      expect(refused.code).toBe(-8031);
      expect(refused.msg).toBe('该产品不在本笔申请可转介的产品之列，请刷新后重新选择');
    } finally {
      await h.database.db
        .updateTable('loan_product')
        .set({ max_amount: first.maxAmount })
        .where('id', '=', first.productId)
        .execute();
    }
  });
});

describe('consenting to a referral', () => {
  it('submits the same application and its materials to the chosen product, and records the consent and the sharing in the ledger', async () => {
    const company = await certifiedCompany(h);
    const material = await uploaded(h.app, company.token, 'licence.png', png());
    const id = await declined(company, [11, 5], { materialPaths: [material] });
    const chosen = await firstOption(company, id);

    const answer = await consent(company.token, { applicationId: id, productId: chosen.productId });
    expect(answer.code, answer.msg).toBe(0);
    const referral = answer.data;
    expect(referral).toMatchObject({
      originalApplicationId: id,
      loanStatus: 1,
      productId: chosen.productId,
      orgId: chosen.orgId,
      orgName: chosen.orgName,
      consentText: chosen.consentText,
    });
    expect(referral.applicationId).not.toBe(id);

    const [original, copy] = await Promise.all(
      [id, referral.applicationId].map((applicationId) =>
        h.database.db
          .selectFrom('loan_application')
          .selectAll()
          .where('id', '=', applicationId)
          .executeTakeFirstOrThrow(),
      ),
    );
    if (!original || !copy) throw new Error('rows missing');
    expect(copy).toMatchObject({
      source: 1,
      loan_status: 1,
      company_id: company.companyId,
      product_id: chosen.productId,
      org_id: chosen.orgId,
      apply_amount: original.apply_amount,
      loan_period: original.loan_period,
      guarantee_methods: original.guarantee_methods,
      repay_method: original.repay_method,
      loan_for: original.loan_for,
      is_first_loan: original.is_first_loan,
      district_name: original.district_name,
      street_name: original.street_name,
      contact_name: original.contact_name,
      contact_mobile: original.contact_mobile,
    });
    // The original stays as it was: declined.
    expect(await statusOf(h, id)).toBe(5);
    const events = await h.database.db
      .selectFrom('loan_application_event')
      .select(['from_status', 'to_status', 'actor_kind'])
      .where('application_id', '=', referral.applicationId)
      .execute();
    expect(events).toEqual([{ from_status: null, to_status: 1, actor_kind: 'enterprise' }]);

    const shared = await h.database.db
      .selectFrom('loan_referral_file as r')
      .innerJoin('stored_file as f', 'f.id', 'r.file_id')
      .select('f.path')
      .where('r.referral_id', '=', referral.id)
      .execute();
    expect(shared).toEqual([{ path: material }]);

    const ledger = await call<PageRecord<DataAuthorisationLedgerRecord>>(
      h.app,
      '/user/user/v1/auth/ledger',
      company.token,
      {},
    );
    expect(ledger.code, ledger.msg).toBe(0);
    const consentLine = ledger.data.records.find((record) => record.kind === 'referral');
    expect(consentLine).toEqual(
      expect.objectContaining({ kind: 'referral', orgName: chosen.orgName, detail: chosen.consentText }),
    );
    const sharing = ledger.data.records.find(
      (record) => record.kind === 'access' && record.detail.includes('经企业同意转介'),
    );
    expect(sharing?.orgName).toBe(chosen.orgName);
    expect(sharing?.detail).toContain('1份申请材料');

    // The new application is in the enterprise's list; the options now answer the referral.
    const list = await call<{ records: { id: number }[] }>(h.app, '/loan/pc/myList', company.token, {});
    expect(list.data.records.map((record) => record.id)).toContain(referral.applicationId);
    const after = await options(company.token, { applicationId: id });
    expect(after.code).toBe(0);
    expect(after.data.referral).toEqual(referral);
    expect(after.data.options).toEqual([]);
  });

  it('refers an application whose credit failed (status 7) too', async () => {
    const company = await certifiedCompany(h);
    const id = await declined(company, [11, 4, 7]);
    const chosen = await firstOption(company, id);
    const answer = await consent(company.token, { applicationId: id, productId: chosen.productId });
    expect(answer.code, answer.msg).toBe(0);
    expect(await statusOf(h, answer.data.applicationId)).toBe(1);
  });

  it('refers a declined published need with its data, once the company has a data authorisation in force (-8010 before)', async () => {
    const company = await certifiedCompany(h);
    const id = await publishOk(h, company, { applyAmount: 120, guaranteeMethods: '4', loanPeriod: 12 });
    await driveTo(h, id, [2, 11, 5]);
    const chosen = await firstOption(company, id);
    // The need was published with the data authorisation (spec §1); once it has run out the referral is refused.
    await h.database.db
      .updateTable('data_authorisation')
      .set({ auth_end_date: new Date(h.clock.now().getTime() - 1000) })
      .where('company_id', '=', company.companyId)
      .execute();
    const unauthorised = await consent(company.token, { applicationId: id, productId: chosen.productId });
    expect(unauthorised.code).toBe(-8010);
    expect(await referralRows(id)).toHaveLength(0);
    await applyOk(h, company, productId);
    const answer = await consent(company.token, { applicationId: id, productId: chosen.productId });
    expect(answer.code, answer.msg).toBe(0);
    const copy = await h.database.db
      .selectFrom('loan_application')
      .select(['source', 'apply_amount', 'loan_period'])
      .where('id', '=', answer.data.applicationId)
      .executeTakeFirstOrThrow();
    expect(copy).toEqual({ source: 1, apply_amount: '120.00', loan_period: 12 });
  });
});

describe('one referral per application', () => {
  it('answers a repeated consent with the first referral, and refuses another product (-8032)', async () => {
    const company = await certifiedCompany(h);
    const id = await declined(company);
    const [first, second] = await offered(company, id);
    if (!first || !second) throw new Error('fewer than 2 options');
    const made = await consent(company.token, { applicationId: id, productId: first.productId });
    expect(made.code, made.msg).toBe(0);
    const again = await consent(company.token, { applicationId: id, productId: first.productId });
    expect(again.code).toBe(0);
    expect(again.data).toEqual(made.data);
    const other = await consent(company.token, { applicationId: id, productId: second.productId });
    expect(other.code).toBe(-8032);
    expect(other.msg).toContain('该申请已转介过其他机构');
    expect(other.msg).toContain(first.productName);
    expect(await referralRows(id)).toHaveLength(1);
    const applications = await h.database.db
      .selectFrom('loan_application')
      .select('id')
      .where('company_id', '=', company.companyId)
      .execute();
    expect(applications).toHaveLength(2);
  });

  it('makes one referral of two consents sent at once', async () => {
    const company = await certifiedCompany(h);
    const id = await declined(company);
    const first = await firstOption(company, id);
    const body = { applicationId: id, productId: first.productId };
    const [a, b] = await Promise.all([consent(company.token, body), consent(company.token, body)]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(a.data.applicationId).toBe(b.data.applicationId);
    expect(await referralRows(id)).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('answers another company’s application exactly as an unknown id (-8001), writing nothing', async () => {
    const owner = await certifiedCompany(h);
    const id = await declined(owner);
    const option = await firstOption(owner, id);
    const stranger = await certifiedCompany(h);
    const unknown = await consent(stranger.token, { applicationId: 2_000_000_000, productId: option.productId });
    expect(unknown.code).toBe(-8001);
    const theirs = await consent(stranger.token, { applicationId: id, productId: option.productId });
    expect(theirs).toEqual(unknown);
    const peek = await options(stranger.token, { applicationId: id });
    expect(peek).toEqual(await options(stranger.token, { applicationId: 2_000_000_000 }));
    expect(peek.code).toBe(-8001);
    expect(peek.msg).toBe('申请不存在或无权查看');
    expect(await referralRows(id)).toHaveLength(0);
  });

  it('refuses an application that is not declined by its institution (-8030)', async () => {
    const company = await certifiedCompany(h);
    const option = await firstOption(company, await declined(company));
    for (const path of [[], [11], [11, 4], [11, 4, 6], [11, 4, 6, 9], [10]]) {
      const id = await applyOk(h, company, productId);
      await driveTo(h, id, path);
      const listed = await options(company.token, { applicationId: id });
      expect(listed.code, `status after ${path.join('→')}`).toBe(-8030);
      expect(listed.msg).toBe('仅受理失败或授信失败的申请可转介其他机构');
      const refused = await consent(company.token, { applicationId: id, productId: option.productId });
      expect(refused.code).toBe(-8030);
    }
    const rejectedNeed = await publishOk(h, company);
    await driveTo(h, rejectedNeed, [3]);
    expect((await options(company.token, { applicationId: rejectedNeed })).code).toBe(-8030);
  });

  it('refuses the declining institution’s own product (-8031) and a removed product (-8002)', async () => {
    const company = await certifiedCompany(h);
    const id = await declined(company);
    const own = await consent(company.token, { applicationId: id, productId });
    expect(own.code).toBe(-8031);
    const option = await firstOption(company, id);
    await h.database.db
      .updateTable('loan_product')
      .set({ on_shelf: false })
      .where('id', '=', option.productId)
      .execute();
    try {
      const removed = await consent(company.token, { applicationId: id, productId: option.productId });
      expect(removed.code).toBe(-8002);
      expect(removed.msg).toBe('该产品不存在或已下架');
      expect((await offered(company, id)).map((o) => o.productId)).not.toContain(option.productId);
    } finally {
      await h.database.db
        .updateTable('loan_product')
        .set({ on_shelf: true })
        .where('id', '=', option.productId)
        .execute();
    }
    expect((await consent(company.token, { applicationId: id, productId: 2_000_000_000 })).code).toBe(-8002);
    expect(await referralRows(id)).toHaveLength(0);
  });

  it('refuses bad input with -1000 and a Chinese message, never a 500', async () => {
    const company = await certifiedCompany(h);
    const cases: [string, unknown, string][] = [
      ['/loan/referral/options', {}, '缺少申请ID'],
      ['/loan/referral/options', { applicationId: 'abc' }, '申请ID必须是整数'],
      ['/loan/referral/options', { applicationId: 0 }, '申请ID不能小于1'],
      ['/loan/referral/options', { applicationId: 1.5 }, '申请ID必须是整数'],
      ['/loan/referral/options', [1], '请求参数必须是 JSON 对象'],
      ['/loan/referral/consent', { applicationId: 1 }, '缺少产品ID'],
      ['/loan/referral/consent', { productId: 1 }, '缺少申请ID'],
      ['/loan/referral/consent', { applicationId: 1, productId: 99_999_999_999 }, '产品ID不能大于2147483647'],
      ['/loan/referral/consent', { applicationId: { $gt: 0 }, productId: 1 }, '申请ID必须是整数'],
    ];
    for (const [path, body, message] of cases) {
      const response = await post(h.app, path, freshIp(), company.token).send(body as object);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(200);
      expect(response.body, `${path} ${JSON.stringify(body)}`).toEqual({ code: -1000, msg: message, data: null });
    }
    const text = await post(h.app, '/loan/referral/consent', freshIp(), company.token)
      .set('Content-Type', 'application/json')
      .send('{"applicationId":');
    expect(text.status).toBeLessThan(500);
    expect(text.body.code).toBe(-1001);
  });

  it('asks for a session (-1403) and, for the consent, a certified company (-5004)', async () => {
    expect((await options(undefined, { applicationId: 1 })).code).toBe(-1403);
    expect((await consent(undefined, { applicationId: 1, productId: 1 })).code).toBe(-1403);
    const { token } = await register(h.app, freshIp());
    const uncertified = await insertCompany(h.database);
    await joinCompany(h, token, uncertified.id);
    expect((await consent(token, { applicationId: 1, productId: 1 })).code).toBe(-5004);
    const noCompany = await register(h.app, freshIp());
    expect((await options(noCompany.token, { applicationId: 1 })).code).toBe(-5004);
  });
});

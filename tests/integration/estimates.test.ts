import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import { data, failure } from './support/accounts-platform.ts';
import { demoOwnerForFile, FARM_TRADE, SMART_MAKING } from './support/demo-owner.ts';

const ESTIMATE_FIELDS =
  'id lowAmount highAmount disclaimer factors { key label value source multiplier direction effect }';
const ESTIMATE = `mutation($answers: QuotaAnswersInput!) { estimateQuota(answers: $answers) { ${ESTIMATE_FIELDS} } }`;
const QUESTIONNAIRE =
  'query { quotaQuestionnaire { answers { revenueBand taxRating } questions { key label options { code label } } } }';
const PRODUCTS = `query { quotaProducts(page: { pageSize: 50 }) { estimate { id lowAmount highAmount }
  products { total records { id name minAmount maxAmount } } } }`;
const PRE_CREDIT = `query($code: String) { preCredit(uniformCode: $code) { exists
  limits { id institutionName productName amount validFrom validUntil status { code label } } } }`;
const SUMMARY = `query { creditSummary { title notice companyName registry { entityType status establishedOn }
  applications { total inProgress } needs { total } preCreditInForceCount preCreditInForceAmount authorisationInForce } }`;
const EQUITY = 'mutation($input: EquityApplicationInput!) { applyForEquity(input: $input) { id status createdAt } }';
const SWITCH = 'mutation($id: ID!) { switchCompany(companyId: $id) { ifCertification } }';

const answers = { revenueBand: 4, taxRating: 'B', employeesBand: 3, yearsBand: 1, existingLoansBand: 1, collateral: 0 };

// The demo limits are seeded relative to the day the snapshot was built: the gateway's clock stands at today.
const demo = demoOwnerForFile();

describe('the one-click estimate through graph and gateway', () => {
  it('stores the answers and answers the range with its factors and the disclaimer', async () => {
    const { estimateQuota } = await data<{
      estimateQuota: { lowAmount: number; highAmount: number; disclaimer: string; factors: Record<string, unknown>[] };
    }>(demo.platform.app, demo.owner, ESTIMATE, { answers });
    expect(estimateQuota.lowAmount).toBeGreaterThan(0);
    expect(estimateQuota.highAmount).toBeGreaterThan(estimateQuota.lowAmount);
    expect(estimateQuota.disclaimer).toContain('不构成任何机构的授信承诺');
    // The demo company is in the registry: its 成立日期 replaces the answered years in business.
    expect(estimateQuota.factors.find((factor) => factor.key === 'yearsBand')).toMatchObject({
      source: 'registry',
      value: expect.stringContaining('成立于2016-05-18'),
    });
    const { quotaQuestionnaire } = await data<{
      quotaQuestionnaire: { answers: unknown; questions: { key: string; options: unknown[] }[] };
    }>(demo.platform.app, demo.owner, QUESTIONNAIRE);
    expect(quotaQuestionnaire.answers).toEqual({ revenueBand: 4, taxRating: 'B' });
    expect(quotaQuestionnaire.questions).toHaveLength(6);
  });

  it('refuses an invalid answer with the gateway message', async () => {
    const { error } = await failure(demo.platform.app, demo.owner, ESTIMATE, {
      answers: { ...answers, taxRating: 'X' },
    });
    expect(error.message).toBe('纳税信用等级须为A、B、M、C、D之一');
    expect(error.extensions).toMatchObject({ code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.BAD_PARAMS });
  });

  it('lists products that overlap the latest estimate', async () => {
    const { quotaProducts } = await data<{
      quotaProducts: {
        estimate: { lowAmount: number; highAmount: number };
        products: { total: number; records: { minAmount: number | null; maxAmount: number | null }[] };
      };
    }>(demo.platform.app, demo.owner, PRODUCTS);
    const { lowAmount, highAmount } = quotaProducts.estimate;
    expect(quotaProducts.products.total).toBeGreaterThan(0);
    for (const product of quotaProducts.products.records) {
      expect(product.maxAmount === null || product.maxAmount >= lowAmount).toBe(true);
      expect(product.minAmount === null || product.minAmount <= highAmount).toBe(true);
    }
  });
});

describe('pre-credit, the credit summary and equity through graph and gateway', () => {
  it("answers the session company's own seeded limits, and nothing for another company's code", async () => {
    const own = await data<{ preCredit: { exists: boolean; limits: Record<string, unknown>[] } }>(
      demo.platform.app,
      demo.owner,
      PRE_CREDIT,
    );
    expect(own.preCredit.exists).toBe(true);
    expect(own.preCredit.limits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ institutionName: '粤秀示范农商银行', amount: 300, productName: null }),
        expect.objectContaining({
          institutionName: '羊城示范城市商业银行',
          amount: 150,
          productName: '羊城科创信用贷',
        }),
      ]),
    );
    expect(own.preCredit.limits.every((limit) => (limit.status as { label: string }).label === '生效中')).toBe(true);
    const farm = demo.companies.find((entry) => entry.companyName === FARM_TRADE)?.uniformCode;
    const another = await data<{ preCredit: unknown }>(demo.platform.app, demo.owner, PRE_CREDIT, { code: farm });
    expect(another.preCredit).toEqual({ exists: false, limits: [] });
  });

  it("summarises the demo.platform's own record, labelled 平台信用信息摘要", async () => {
    const { creditSummary } = await data<{ creditSummary: Record<string, unknown> }>(
      demo.platform.app,
      demo.owner,
      SUMMARY,
    );
    expect(creditSummary).toMatchObject({
      title: '平台信用信息摘要',
      companyName: SMART_MAKING,
      registry: { entityType: '有限责任公司', status: '存续', establishedOn: '2016-05-18' },
      preCreditInForceCount: 2,
      preCreditInForceAmount: 450,
    });
    expect(creditSummary.notice).toContain('不是征信机构出具的信用报告');
  });

  it('takes an equity request once per key, and refuses it for an uncertified company', async () => {
    const input = {
      amount: 800,
      sharePercent: 12.5,
      useOfFunds: '新产品研发',
      companyStage: 3,
      contactName: '陈志远',
      contactMobile: '13800000001',
      idempotencyKey: `equity-${Date.now()}`,
    };
    const first = await data<{ applyForEquity: { id: string; status: number } }>(
      demo.platform.app,
      demo.owner,
      EQUITY,
      {
        input,
      },
    );
    const again = await data<{ applyForEquity: { id: string } }>(demo.platform.app, demo.owner, EQUITY, { input });
    expect(first.applyForEquity.status).toBe(1);
    expect(again.applyForEquity.id).toBe(first.applyForEquity.id);

    const farmId = demo.companies.find((entry) => entry.companyName === FARM_TRADE)?.id;
    await data(demo.platform.app, demo.owner, SWITCH, { id: farmId });
    const refused = await failure(demo.platform.app, demo.owner, EQUITY, {
      input: { ...input, idempotencyKey: `x-${Date.now()}` },
    });
    expect(refused.error.extensions).toMatchObject({
      code: 'BUSINESS_ERROR',
      gatewayCode: GatewayCode.CERTIFICATION_REQUIRED,
    });
    const preCredit = await failure(demo.platform.app, demo.owner, PRE_CREDIT);
    expect(preCredit.error.extensions?.gatewayCode).toBe(GatewayCode.CERTIFICATION_REQUIRED);
  });
});

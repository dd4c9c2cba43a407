import { beforeAll, describe, expect, it } from 'vitest';
import { accountsForFile, freshIp, post, startAccounts } from './accounts-support.ts';
import {
  applyOk,
  type Company,
  certifiedCompany,
  devMove,
  driveTo,
  failureOf,
  moveExtras,
  offeredProductIds,
  PRODUCT_PATHS,
  publishOk,
  statusOf,
  withdraw,
} from './applications-support.ts';

// Many applications of one company: a budget far above the 30 a day this file would otherwise meet.
const h = accountsForFile({ settings: { rateLimitFactor: 100 } });
let company: Company;
let productId: number;
let postalProductId: number;
beforeAll(async () => {
  company = await certifiedCompany(h);
  [productId, postalProductId] = (await offeredProductIds(h)) as [number, number];
  await h.database.db.updateTable('loan_product').set({ loan_industry: 7 }).where('id', '=', postalProductId).execute();
});

type Source = 1 | 2;

/** How to reach each status from 1, per source (statuses 2 and 3 do not exist for product applications). */
const PATHS: Record<Source, Record<number, number[]>> = {
  1: PRODUCT_PATHS,
  2: {
    1: [],
    2: [2],
    3: [3],
    11: [2, 11],
    4: [2, 11, 4],
    5: [2, 11, 5],
    6: [2, 11, 4, 6],
    7: [2, 11, 4, 7],
    8: [2, 11, 4, 6, 8],
    9: [2, 11, 4, 6, 9],
    10: [10],
  },
};

/** The allowed moves, written out independently of the gateway's table. */
const ALLOWED: Record<Source, Record<number, number[]>> = {
  1: { 1: [11, 10], 11: [4, 5, 10], 4: [6, 7], 6: [8, 9] },
  2: { 1: [2, 3, 10], 2: [11, 10], 11: [4, 5, 10], 4: [6, 7], 6: [8, 9] },
};

const STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

async function newApplication(source: Source, product = productId): Promise<number> {
  return source === 1 ? applyOk(h, company, product) : publishOk(h, company);
}

async function at(source: Source, status: number, product = productId): Promise<number> {
  const id = await newApplication(source, product);
  await driveTo(h, id, PATHS[source][status] ?? []);
  expect(await statusOf(h, id)).toBe(status);
  return id;
}

describe('every move through the development helper', () => {
  for (const source of [1, 2] as const) {
    for (const from of Object.keys(PATHS[source]).map(Number)) {
      it(`source ${source}, from ${from}: allows ${JSON.stringify(ALLOWED[source][from] ?? [])} and refuses the rest`, async () => {
        const allowed = ALLOWED[source][from] ?? [];
        const id = await at(source, from);
        for (const to of STATUSES.filter((status) => !allowed.includes(status))) {
          const answer = await devMove(h, id, to, moveExtras(to));
          expect(answer.code, `${from} → ${to}`).toBe(-8003);
          expect(await statusOf(h, id)).toBe(from);
        }
        for (const to of allowed) {
          const fresh = await at(source, from);
          expect(await devMove(h, fresh, to, moveExtras(to))).toEqual({
            code: 0,
            msg: '操作成功',
            data: { id: fresh, loanStatus: to },
          });
          expect(await statusOf(h, fresh)).toBe(to);
        }
      });
    }
  }

  it('writes one timeline event per move, with the amounts and failure reason', async () => {
    const id = await at(1, 8);
    const events = await h.database.db
      .selectFrom('loan_application_event')
      .select(['from_status', 'to_status', 'actor_kind'])
      .where('application_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.map((event) => [event.from_status, event.to_status, event.actor_kind])).toEqual([
      [null, 1, 'enterprise'],
      [1, 11, 'institution'],
      [11, 4, 'institution'],
      [4, 6, 'institution'],
      [6, 8, 'institution'],
    ]);
    const row = await h.database.db
      .selectFrom('loan_application')
      .select(['credit_amount', 'loan_amount', 'credit_time', 'lending_time'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect([Number(row.credit_amount), Number(row.loan_amount)]).toEqual([100, 90]);
    expect(row.credit_time).not.toBeNull();
    expect(row.lending_time).not.toBeNull();
  });

  it('needs a credit amount for 6, a loan amount for 8 and a reason for a failure', async () => {
    const id = await at(1, 4);
    expect(await devMove(h, id, 6)).toEqual({ code: -1000, msg: '请填写授信金额', data: null });
    expect(await devMove(h, id, 7)).toEqual({ code: -1000, msg: '请填写失败原因', data: null });
    await driveTo(h, id, [6]);
    expect(await devMove(h, id, 8)).toEqual({ code: -1000, msg: '请填写放款金额', data: null });
    expect(await statusOf(h, id)).toBe(6);
    const failed = await at(2, 1);
    await driveTo(h, failed, [3]);
    expect(await failureOf(h, failed)).toEqual({ failure_type: 4, failure_reason: '资料不全' });
  });

  it('answers an unknown id with -8001', async () => {
    expect((await devMove(h, 2_000_000, 11)).code).toBe(-8001);
  });

  it('is absent in production', async () => {
    const production = await startAccounts({ production: true });
    try {
      const answer = await post(production.app, '/__dev/loan/transition', freshIp()).send({ id: 1, toStatus: 11 });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(-1004);
    } finally {
      await production.close();
    }
  });
});

const REFUSALS: Record<number, string> = {
  2: '该申请当前状态不能撤回',
  3: '该申请未通过平台审核，不能撤回',
  4: '该申请已被机构受理，不能撤回',
  5: '该申请受理失败，已结束，不能撤回',
  6: '该申请已授信，不能撤回',
  7: '该申请授信失败，已结束，不能撤回',
  8: '该申请已放款，不能撤回',
  9: '该申请放款失败，已结束，不能撤回',
  10: '该申请已撤回或已结束，不能重复撤回',
};

describe('POST /loan/pc/cancel (withdraw)', () => {
  const withdrawable: Record<Source, number[]> = { 1: [1, 11], 2: [1, 2, 11] };
  for (const source of [1, 2] as const) {
    for (const status of Object.keys(PATHS[source]).map(Number)) {
      const allowed = withdrawable[source].includes(status);
      it(`source ${source} at ${status}: ${allowed ? 'withdraws (10)' : 'refuses with the reason'}`, async () => {
        const id = await at(source, status);
        const answer = await withdraw(h, company.token, id);
        if (allowed) {
          expect(answer).toEqual({ code: 0, msg: '操作成功', data: { id, loanStatus: 10 } });
          expect(await statusOf(h, id)).toBe(10);
        } else {
          expect(answer).toEqual({ code: -8003, msg: REFUSALS[status], data: null });
          expect(await statusOf(h, id)).toBe(status);
        }
      });
    }
  }

  it('has no withdraw in the postal flow (loanIndustry 7 of the product)', async () => {
    for (const status of [1, 11]) {
      const id = await at(1, status, postalProductId);
      expect(await withdraw(h, company.token, id)).toEqual({
        code: -8003,
        msg: '邮储全流程业务不支持撤回',
        data: null,
      });
      expect(await statusOf(h, id)).toBe(status);
    }
  });

  it('records who withdrew', async () => {
    const id = await at(1, 1);
    await withdraw(h, company.token, id);
    const event = await h.database.db
      .selectFrom('loan_application_event')
      .select(['from_status', 'to_status', 'actor_kind', 'actor_id'])
      .where('application_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ from_status: 1, to_status: 10, actor_kind: 'enterprise' });
    expect(event.actor_id).not.toBeNull();
  });

  it('refuses a missing or bad id', async () => {
    expect(await withdraw(h, company.token, 'abc' as unknown as number)).toEqual({
      code: -1000,
      msg: '申请ID必须是整数',
      data: null,
    });
  });
});

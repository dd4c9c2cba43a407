import { beforeAll, describe, expect, it } from 'vitest';
import { OutboxSmsSender } from '#outside/sms/outbox-sms-sender.ts';
import type { SmsSender } from '#outside/sms/sms-sender.ts';
import { accountsForFile, freshIp, get, startAccounts } from './accounts-support.ts';
import {
  applyOk,
  type Company,
  call,
  certifiedCompany,
  contactMobileOf,
  devMove,
  driveTo,
  offeredProductIds,
  withdraw,
} from './applications-support.ts';
import { staffLogin, staffPost } from './staff-support.ts';

interface MessagePage {
  records: Array<{ id: number; applicationId: number; title: string; body: string; read: boolean }>;
  total: number;
}

const h = accountsForFile({ settings: { rateLimitFactor: 100 } });
let productId: number;
beforeAll(async () => {
  [productId] = (await offeredProductIds(h)) as [number];
});

async function unread(company: Company): Promise<number> {
  const answer = (await get(h.app, '/user/message/unread', freshIp(), company.token)).body;
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.count as number;
}

const list = (company: Company, body: object = {}) =>
  call<MessagePage>(h.app, '/user/message/list', company.token, body);

/** The notices texted to the application's contact (test applications share one contact mobile: compare counts). */
async function outboxFor(applicationId: number) {
  const mobile = await contactMobileOf(h, applicationId);
  return h.database.db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('method', '=', 'LOAN_NOTICE')
    .execute();
}

describe('a move notifies the enterprise', () => {
  it('writes exactly one message and one outbox SMS per institution move', async () => {
    const company = await certifiedCompany(h);
    const id = await applyOk(h, company, productId);
    expect(await unread(company)).toBe(0);
    const before = (await outboxFor(id)).length;

    expect((await devMove(h, id, 11)).code).toBe(0);
    const page = await list(company);
    expect(page.code, page.msg).toBe(0);
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({ applicationId: id, title: '申请已被机构查看', read: false });
    expect(page.data.records[0]?.body).toMatch(/^您申请的「.+」已被机构查看/);
    const sms = await outboxFor(id);
    expect(sms.length).toBe(before + 1);
    expect(sms.at(-1)?.content).toContain(page.data.records[0]?.body);
    expect(await unread(company)).toBe(1);

    await driveTo(h, id, [4, 6]);
    const credited = await list(company);
    expect(credited.data.total).toBe(3);
    expect(credited.data.records[0]?.body).toMatch(/已获机构授信，金额100万元。$/);
    expect((await outboxFor(id)).length).toBe(before + 3);
  });

  it('says nothing of the enterprise’s own withdrawal, and a refused move writes nothing', async () => {
    const company = await certifiedCompany(h);
    const id = await applyOk(h, company, productId);
    const before = (await outboxFor(id)).length;
    expect((await devMove(h, id, 8, { loanAmount: 1 })).code).not.toBe(0);
    expect((await withdraw(h, company.token, id)).code).toBe(0);
    expect((await list(company)).data.total).toBe(0);
    expect((await outboxFor(id)).length).toBe(before);
  });

  it('shows the notices texted to a mobile through the development helper GET /__dev/sms/notices', async () => {
    const company = await certifiedCompany(h);
    const id = await applyOk(h, company, productId);
    await driveTo(h, id, [11, 4]);
    const sms = await outboxFor(id);
    const mobile = sms.at(-1)?.mobile ?? '';
    const answer = (await get(h.app, `/__dev/sms/notices?mobile=${mobile}`, freshIp())).body;
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data[0]).toMatchObject({ method: 'LOAN_NOTICE', text: sms.at(-1)?.content });
    expect(answer.data[0].text).toMatch(/已被机构受理/);
    expect(answer.data[1].text).toMatch(/已被机构查看/);
    expect(Number.isNaN(Date.parse(answer.data[0].time))).toBe(false);
    expect((await get(h.app, '/__dev/sms/notices?mobile=13800000000', freshIp())).body.data).toEqual([]);
    expect((await get(h.app, '/__dev/sms/notices?mobile=12', freshIp())).body.code).toBe(-1000);
  });

  it('gives the reason of a failure', async () => {
    const company = await certifiedCompany(h);
    const id = await applyOk(h, company, productId);
    await driveTo(h, id, [11, 5]);
    expect((await list(company)).data.records[0]?.body).toMatch(/未被机构受理，原因：资料不全。$/);
  });
});

describe('the workbench’s moves', () => {
  it('write one message and one SMS per move, and a refused move none', async () => {
    const company = await certifiedCompany(h);
    const id = await applyOk(h, company, productId);
    const product = await h.database.db
      .selectFrom('loan_product')
      .select(['org_id', 'product_name'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const staff = await h.database.db
      .selectFrom('staff_account as a')
      .innerJoin('org_user as u', 'u.id', 'a.org_user_id')
      .select('a.username')
      .where('u.org_id', '=', product.org_id)
      .where('a.role', '=', 'org_staff')
      .executeTakeFirstOrThrow();
    const manager = await h.database.db
      .selectFrom('org_user')
      .select('id')
      .where('org_id', '=', product.org_id)
      .where('role', '=', 'manager')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const token = await staffLogin(h, staff.username);
    const before = (await outboxFor(id)).length;

    expect((await staffPost(h, `/loan/org/detail?id=${id}`, token)).code).toBe(0);
    expect((await staffPost(h, `/loan/org/detail?id=${id}`, token)).code).toBe(0);
    const refused = await staffPost(h, '/loan/org/transition', token, {
      id,
      toStatus: 8,
      amount: 1,
      date: '2026-03-02',
    });
    expect(refused.code).not.toBe(0);
    const accepted = await staffPost(h, '/loan/org/transition', token, {
      id,
      toStatus: 4,
      managerId: manager.id,
      remark: '资料齐全，予以受理',
    });
    expect(accepted.code, accepted.msg).toBe(0);

    const page = await list(company);
    expect(page.data.records.map((record) => record.body)).toEqual([
      `您申请的「${product.product_name}」已被机构受理，客户经理将与您联系。`,
      `您申请的「${product.product_name}」已被机构查看，请留意后续进展。`,
    ]);
    expect((await outboxFor(id)).length).toBe(before + 2);
  });
});

describe('the message centre', () => {
  it('never shows or marks another company’s messages', async () => {
    const owner = await certifiedCompany(h);
    const other = await certifiedCompany(h);
    const id = await applyOk(h, owner, productId);
    await driveTo(h, id, [11, 4]);
    const mine = await list(owner);
    expect(mine.data.total).toBe(2);
    expect((await list(other)).data).toMatchObject({ total: 0, records: [] });
    expect(await unread(other)).toBe(0);

    const ids = mine.data.records.map((record) => record.id);
    const foreign = await call<{ updated: number }>(h.app, '/user/message/read', other.token, { ids });
    expect(foreign.data.updated).toBe(0);
    expect(await unread(owner)).toBe(2);
    const foreignAll = await call<{ updated: number }>(h.app, '/user/message/read', other.token, { all: true });
    expect(foreignAll.data.updated).toBe(0);
    expect(await unread(owner)).toBe(2);
  });

  it('marks some or all read, and pages newest first', async () => {
    const company = await certifiedCompany(h);
    const id = await applyOk(h, company, productId);
    await driveTo(h, id, [11, 4, 6, 8]);
    const first = await list(company, { pageNum: 1, pageSize: 3 });
    expect(first.data.total).toBe(4);
    expect(first.data.records.map((record) => record.title)).toEqual([
      '贷款已放款',
      '申请已获授信',
      '申请已被机构受理',
    ]);
    const second = await list(company, { pageNum: 2, pageSize: 3 });
    expect(second.data.records.map((record) => record.title)).toEqual(['申请已被机构查看']);

    const one = await call<{ updated: number; unread: number }>(h.app, '/user/message/read', company.token, {
      ids: [first.data.records[0]?.id],
    });
    expect(one.data).toEqual({ updated: 1, unread: 3 });
    expect((await list(company)).data.records[0]?.read).toBe(true);
    const all = await call<{ updated: number; unread: number }>(h.app, '/user/message/read', company.token, {
      all: true,
    });
    expect(all.data).toEqual({ updated: 3, unread: 0 });
    expect(await unread(company)).toBe(0);
  });

  it('refuses bad input with a Chinese message and asks for a session', async () => {
    const company = await certifiedCompany(h);
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { all: 'yes' }, { ids: [0] }]) {
      const answer = await call(h.app, '/user/message/read', company.token, body);
      expect(answer.code, JSON.stringify(body)).toBe(-1000);
      expect(answer.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await list(company, { pageSize: 500 })).code).toBe(-1000);
    const anonymous = await call(h.app, '/user/message/list', undefined);
    expect(anonymous.code).toBe(-1403);
  });
});

describe('an SMS that fails', () => {
  it('never fails the move, and the message stays', async () => {
    const failing = await startAccounts({
      settings: { rateLimitFactor: 100 },
      // Codes still reach the outbox (registration needs them); the notices' provider is down.
      smsSender: (database): SmsSender => {
        const outbox = new OutboxSmsSender(database.db, () => {});
        return {
          provider: 'broken',
          configured: true,
          send: (message, now) =>
            message.method === 'LOAN_NOTICE' ? Promise.reject(new Error('gateway down')) : outbox.send(message, now),
        };
      },
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const company = await certifiedCompany(failing);
      const [product] = (await offeredProductIds(failing)) as [number];
      const id = await applyOk(failing, company, product);
      const moved = await devMove(failing, id, 11);
      expect(moved.code, moved.msg).toBe(0);
      const page = await call<MessagePage>(failing.app, '/user/message/list', company.token);
      expect(page.data.total).toBe(1);
      expect(JSON.stringify(errors)).toContain('LOAN_NOTICE');
    } finally {
      console.error = original;
      await failing.close();
    }
  });
});

import { GatewayCode } from '@sme/contract/codes';
import { uniformCodeCheckChar } from '@sme/contract/uniform-code';
import { describe, expect, it } from 'vitest';
import { REGISTRY_FIXTURE } from '#seed/registry/registry-fixtures.ts';
import { accountsForFile, demoCompanySession, freshIp, get, HOUR, post, register } from './accounts-support.ts';

const ADD = '/user/identify/v1/company/add';
const SET_NAME = '/user/user/setCompanyName';
const { distinctive, distinctiveTwin, individualBusiness, deregistered, revoked, demoCertified } = REGISTRY_FIXTURE;

const h = accountsForFile();

const body = (company: { name: string; uniformCode: string }, extra: Record<string, unknown> = {}) => ({
  companyName: company.name,
  uniformCode: company.uniformCode,
  ...extra,
});

/** The user info company add answers (the fields these tests read). */
interface AddedUser {
  companyId: number;
  companyName: string;
}

async function add(token: string, payload: Record<string, unknown>) {
  const answer = await post(h.app, ADD, freshIp(), token).send(payload);
  return answer.body as { code: number; msg: string; data: AddedUser };
}

async function newToken(): Promise<string> {
  return (await register(h.app, freshIp())).token;
}

/** A credit code with a right check character that the registry does not hold. */
function unknownCode(serial: number): string {
  const first17 = `91440101MA9${String(serial).padStart(6, '0')}`;
  return first17 + uniformCodeCheckChar(first17);
}

describe('POST /user/identify/v1/company/add', () => {
  it('adds a registry company uncertified, switches the session to it and answers the user info', async () => {
    const token = await newToken();
    const answer = await add(token, body(distinctive, { legalPerson: distinctive.legalPerson }));
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      companyId: expect.any(Number),
      companyName: distinctive.name,
      uniformCode: distinctive.uniformCode,
      companyCount: 1,
      ifCertification: false,
      identifyStatus: 0,
      hasCheckedFace: false,
    });
    const info = await post(h.app, '/user/user/userInfo', freshIp(), token);
    expect(info.body.data).toMatchObject({ companyId: answer.data.companyId, companyName: distinctive.name });
    const companies = await get(h.app, '/user/user/v1/current/users', freshIp(), token);
    expect(companies.body.data).toEqual([
      expect.objectContaining({
        uniformCode: distinctive.uniformCode,
        legalPerson: distinctive.legalPerson,
        current: true,
        ifCertification: false,
      }),
    ]);
  });

  it('takes the code in lower case with spaces and the name with half-width brackets', async () => {
    const token = await newToken();
    const code = `${REGISTRY_FIXTURE.demoUncertified.uniformCode.slice(0, 6)} ${REGISTRY_FIXTURE.demoUncertified.uniformCode.slice(6)}`;
    const answer = await add(token, {
      companyName: REGISTRY_FIXTURE.demoUncertified.name.replace('（', '(').replace('）', ')'),
      uniformCode: code.toLowerCase(),
    });
    expect(answer.code).toBe(0);
    expect(answer.data.companyName).toBe(REGISTRY_FIXTURE.demoUncertified.name);
  });

  it('copies the registry’s legal representative into the company (an individual business: its operator)', async () => {
    const token = await newToken();
    expect((await add(token, body(individualBusiness))).code).toBe(0);
    const row = await h.database.db
      .selectFrom('company')
      .select(['company_name', 'legal_person'])
      .where('uniform_code', '=', individualBusiness.uniformCode)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ company_name: individualBusiness.name, legal_person: individualBusiness.legalPerson });
  });

  it('fills a legal representative the existing company row lacks', async () => {
    await h.database.db
      .insertInto('company')
      .values({ company_name: distinctiveTwin.name, uniform_code: distinctiveTwin.uniformCode, legal_person: '' })
      .onConflict((oc) => oc.column('uniform_code').doUpdateSet({ legal_person: '' }))
      .execute();
    expect((await add(await newToken(), body(distinctiveTwin))).code).toBe(0);
    const row = await h.database.db
      .selectFrom('company')
      .select('legal_person')
      .where('uniform_code', '=', distinctiveTwin.uniformCode)
      .executeTakeFirstOrThrow();
    expect(row.legal_person).toBe(distinctiveTwin.legalPerson);
  });

  it('checks the fields first (spec §5)', async () => {
    const token = await newToken();
    const wrongCheck = distinctive.uniformCode.slice(0, 17) + (distinctive.uniformCode.endsWith('0') ? '1' : '0');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ uniformCode: distinctive.uniformCode }, '请输入企业名称'],
      [{ companyName: '  ', uniformCode: distinctive.uniformCode }, '请输入企业名称'],
      [{ companyName: distinctive.name }, '请输入统一社会信用代码'],
      [{ companyName: distinctive.name, uniformCode: wrongCheck }, '统一社会信用代码格式错误'],
      [{ companyName: distinctive.name, uniformCode: '91440101MA5CXE01' }, '统一社会信用代码格式错误'],
      [{ companyName: distinctive.name, uniformCode: 914401 }, '统一社会信用代码格式错误'],
      [{ companyName: '示'.repeat(101), uniformCode: distinctive.uniformCode }, '企业名称格式错误'],
      [
        { companyName: distinctive.name, uniformCode: distinctive.uniformCode, legalPerson: ['x'] },
        '法定代表人格式不正确',
      ],
    ];
    for (const [payload, msg] of cases) {
      expect(await add(token, payload)).toEqual({ code: GatewayCode.BAD_PARAMS, msg, data: null });
    }
    expect((await post(h.app, '/user/user/userInfo', freshIp(), token)).body.data.companyCount).toBe(0);
  });

  it('refuses what the registry does not hold with that name, alive and with that legal person (-5001)', async () => {
    const token = await newToken();
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { companyName: '广州市不存在科技有限公司', uniformCode: unknownCode(1) },
        '未在企业登记信息中查询到该统一社会信用代码，请核对后重试',
      ],
      [
        { companyName: distinctiveTwin.name, uniformCode: distinctive.uniformCode },
        '企业名称与登记信息不一致，请通过企业名称查询后选择',
      ],
      [body(deregistered), '该企业已注销或吊销，无法添加'],
      [body(revoked), '该企业已注销或吊销，无法添加'],
      [body(distinctive, { legalPerson: '王小明' }), '法定代表人与企业登记信息不一致'],
    ];
    for (const [payload, msg] of cases) {
      expect(await add(token, payload)).toEqual({ code: GatewayCode.COMPANY_NOT_IN_REGISTRY, msg, data: null });
    }
    const rows = await h.database.db
      .selectFrom('company')
      .select('id')
      .where('uniform_code', 'in', [unknownCode(1), deregistered.uniformCode, revoked.uniformCode])
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses a company the account already holds (-5002), also two adds at once', async () => {
    const token = await newToken();
    expect((await add(token, body(distinctive))).code).toBe(0);
    expect(await add(token, body(distinctive))).toEqual({
      code: GatewayCode.COMPANY_ALREADY_ADDED,
      msg: '您已添加该企业，请勿重复添加',
      data: null,
    });
    const racer = await newToken();
    const answers = await Promise.all([add(racer, body(distinctiveTwin)), add(racer, body(distinctiveTwin))]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([GatewayCode.COMPANY_ALREADY_ADDED, 0]);
    const companies = await get(h.app, '/user/user/v1/current/users', freshIp(), racer);
    expect(companies.body.data).toHaveLength(1);
  });

  it('never inherits another account’s certification, and leaves that account’s as it was', async () => {
    const token = await newToken();
    const answer = await add(token, body(demoCertified));
    expect(answer.data).toMatchObject({ companyName: demoCertified.name, ifCertification: false, identifyStatus: 0 });
    const { token: demo } = await demoCompanySession(h.app);
    const demoInfo = await post(h.app, '/user/user/userInfo', freshIp(), demo);
    expect(demoInfo.body.data).toMatchObject({
      companyName: demoCertified.name,
      ifCertification: true,
      identifyStatus: 6,
    });
  });

  it('allows 20 adds an hour per account (-1029 beyond, again an hour later)', async () => {
    const token = await newToken();
    for (let serial = 1; serial <= 20; serial += 1) {
      const payload = { companyName: '广州市不存在科技有限公司', uniformCode: unknownCode(100 + serial) };
      expect((await add(token, payload)).code).toBe(GatewayCode.COMPANY_NOT_IN_REGISTRY);
    }
    expect(await add(token, body(distinctive))).toEqual({
      code: GatewayCode.RATE_LIMITED,
      msg: '添加企业过于频繁，请1小时后再试',
      data: null,
    });
    // Another account has its own budget.
    expect((await add(await newToken(), body(distinctive))).code).toBe(0);
    h.clock.advance(HOUR);
    expect((await add(token, body(distinctive))).code).toBe(0);
  });

  it('needs a session', async () => {
    const answer = await post(h.app, ADD, freshIp()).send(body(distinctive));
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(GatewayCode.SESSION_ENDED);
  });
});

describe('POST /user/user/setCompanyName', () => {
  it('records the registry’s current name of the session’s company after a rename there', async () => {
    const token = await newToken();
    const added = await add(token, body(individualBusiness));
    await h.database.db
      .updateTable('company')
      .set({ company_name: '越秀区陈记粮油店（旧名）' })
      .where('id', '=', added.data.companyId)
      .execute();
    expect((await post(h.app, '/user/user/userInfo', freshIp(), token)).body.data.companyName).toBe(
      '越秀区陈记粮油店（旧名）',
    );
    const answer = await post(h.app, SET_NAME, freshIp(), token).send({});
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject({ companyId: added.data.companyId, companyName: individualBusiness.name });
    const named = await post(h.app, SET_NAME, freshIp(), token).send({ companyName: individualBusiness.name });
    expect(named.body.code).toBe(0);
    const wrong = await post(h.app, SET_NAME, freshIp(), token).send({ companyName: '越秀区别的店' });
    expect(wrong.body).toMatchObject({ code: GatewayCode.COMPANY_NOT_IN_REGISTRY });
  });

  it('refuses another account’s company like an unknown one and changes nothing; no company: -1404', async () => {
    const owner = await newToken();
    const added = await add(owner, body(distinctive));
    await h.database.db
      .updateTable('company')
      .set({ company_name: '保持不变的名称' })
      .where('id', '=', added.data.companyId)
      .execute();
    const stranger = await newToken();
    for (const companyId of [added.data.companyId, 99_999_999]) {
      const answer = await post(h.app, SET_NAME, freshIp(), stranger).send({ companyId });
      expect(answer.body).toEqual({
        code: GatewayCode.NO_SUCH_OBJECT,
        msg: '未找到该企业，或您不是该企业的用户',
        data: null,
      });
    }
    const row = await h.database.db
      .selectFrom('company')
      .select('company_name')
      .where('id', '=', added.data.companyId)
      .executeTakeFirstOrThrow();
    expect(row.company_name).toBe('保持不变的名称');
    const none = await post(h.app, SET_NAME, freshIp(), stranger).send({});
    expect(none.body).toEqual({ code: GatewayCode.NO_SUCH_OBJECT, msg: '您还没有企业，请先添加企业', data: null });
    expect((await post(h.app, SET_NAME, freshIp(), stranger).send({ companyId: 'x' })).body.code).toBe(
      GatewayCode.BAD_PARAMS,
    );
    expect((await post(h.app, SET_NAME, freshIp()).send({})).status).toBe(403);
    // Put the shared fixture's name back for the other tests.
    await post(h.app, SET_NAME, freshIp(), owner).send({});
  });
});

import { describe, expect, it } from 'vitest';
import { accountsForFile, demoCompanySession, freshIp, get, post, register } from './accounts-support.ts';

const DEMO = '13800000001';

const h = accountsForFile();

describe('user info', () => {
  it('userInfo answers the fields of spec §3 for the session’s company', async () => {
    const { token } = await demoCompanySession(h.app);
    const answer = await post(h.app, '/user/user/userInfo', freshIp(), token);
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toEqual({
      id: expect.any(Number),
      name: '演示用户',
      mobile: DEMO,
      deptId: null,
      companyId: expect.any(Number),
      companyName: '示例智造科技（广州）有限公司',
      uniformCode: expect.stringMatching(/^91440101MA5CXD1A2.$/),
      companyCount: 2,
      ifImport: false,
      ifCertification: true,
      identifyStatus: 6,
      hasCheckedFace: true,
    });
  });

  it('getSafeUserInfo masks the mobile (138****0001)', async () => {
    const { token } = await demoCompanySession(h.app);
    const answer = await post(h.app, '/user/user/getSafeUserInfo', freshIp(), token);
    expect(answer.body.data).toMatchObject({ mobile: '138****0001', hasCheckedFace: true });
  });

  it('both need a session', async () => {
    for (const path of ['/user/user/userInfo', '/user/user/getSafeUserInfo']) {
      expect((await post(h.app, path, freshIp())).status).toBe(403);
    }
  });
});

describe('companies', () => {
  it('/user/user/v1/current/users lists the caller’s companies and marks the current one', async () => {
    const { token } = await demoCompanySession(h.app);
    const answer = await get(h.app, '/user/user/v1/current/users', freshIp(), token);
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        companyName: '示例智造科技（广州）有限公司',
        current: true,
        ifCertification: true,
        identifyStatus: 6,
      }),
      expect.objectContaining({
        companyName: '示例农产品贸易（广州）有限公司',
        current: false,
        ifCertification: false,
      }),
    ]);
    expect(answer.body.data[0]).toHaveProperty('legalPerson', '陈志远');
  });

  it('an account without companies gets an empty list', async () => {
    const { token } = await register(h.app, freshIp());
    expect((await get(h.app, '/user/user/v1/current/users', freshIp(), token)).body).toEqual({
      code: 0,
      msg: '操作成功',
      data: [],
    });
  });

  it('switches the session to another own company and answers the new user info', async () => {
    const { token } = await demoCompanySession(h.app);
    const companies = (await get(h.app, '/user/user/v1/current/users', freshIp(), token)).body.data;
    const second = companies[1];
    const answer = await post(h.app, `/user/user/v1/switch/other/${second.id}`, freshIp(), token);
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject({
      companyId: second.id,
      companyName: '示例农产品贸易（广州）有限公司',
      ifCertification: false,
      hasCheckedFace: false,
    });
    const info = await post(h.app, '/user/user/userInfo', freshIp(), token);
    expect(info.body.data.companyName).toBe('示例农产品贸易（广州）有限公司');
    const listed = await get(h.app, '/user/user/v1/current/users', freshIp(), token);
    expect(listed.body.data.map((c: { current: boolean }) => c.current)).toEqual([false, true]);
  });

  it('refuses another account’s company (never answering its data) and leaves the session as it was', async () => {
    const { token: demoToken } = await demoCompanySession(h.app);
    const demoCompanies = (await get(h.app, '/user/user/v1/current/users', freshIp(), demoToken)).body.data;
    const { token } = await register(h.app, freshIp());
    const answer = await post(h.app, `/user/user/v1/switch/other/${demoCompanies[0].id}`, freshIp(), token);
    expect(answer.body).toEqual({ code: -1404, msg: '未找到该企业，或您不是该企业的用户', data: null });
    expect((await post(h.app, '/user/user/userInfo', freshIp(), token)).body.data).toMatchObject({
      companyId: null,
      companyName: '',
    });
  });

  it.each([
    ['999999', -1404],
    ['abc', -1000],
    ['0', -1000],
    ['1%20OR%201=1', -1000],
    ['99999999999999999999', -1000],
  ])('answers %s with code %i', async (id, code) => {
    const { token } = await demoCompanySession(h.app);
    expect((await post(h.app, `/user/user/v1/switch/other/${id}`, freshIp(), token)).body.code).toBe(code);
  });

  it('both calls need a session', async () => {
    expect((await get(h.app, '/user/user/v1/current/users', freshIp())).status).toBe(403);
    expect((await post(h.app, '/user/user/v1/switch/other/1', freshIp())).status).toBe(403);
  });
});

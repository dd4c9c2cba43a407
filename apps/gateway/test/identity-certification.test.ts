import { describe, expect, it } from 'vitest';
import { accountsForFile, freshIp, get, MINUTE, post, register } from './accounts-support.ts';
import {
  confirm,
  FORE_BACK_URL,
  faceResult,
  idNumber,
  insertCompany,
  joinCompany,
  memberOfNewCompany,
  simulate,
  startCheck,
  startFace,
  userIdOf,
  userInfo,
} from './identity-support.ts';

const h = accountsForFile();

describe('POST /user/identify/v1/legal_person/confirm', () => {
  it('answers a one-time userCode for the registry’s legal representative and keeps the ID number for the face check only', async () => {
    const { token, company } = await memberOfNewCompany(h);
    const answer = await confirm(h.app, token, { name: ' 王建国 ', idNumber: idNumber(), faceConsent: true, type: 1 });
    expect(answer).toEqual({
      code: 0,
      msg: '操作成功',
      data: { userCode: expect.stringMatching(/^[\w-]{43}$/), expiresIn: 600 },
    });
    const rows = await h.database.db
      .selectFrom('identity_confirmation')
      .selectAll()
      .where('company_id', '=', company.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id_number).toBe(idNumber());
    expect(rows[0]?.code_hash).not.toBe(answer.data?.userCode);
  });

  it('a second confirmation replaces the first: one ID number per membership at most', async () => {
    const { token, company } = await memberOfNewCompany(h);
    const first = await confirm(h.app, token, { name: '王建国', idNumber: idNumber(), faceConsent: true });
    await confirm(h.app, token, { name: '王建国', idNumber: idNumber('44010619850312456'), faceConsent: true });
    const rows = await h.database.db
      .selectFrom('identity_confirmation')
      .select('id_number')
      .where('company_id', '=', company.id)
      .execute();
    expect(rows.map((row) => row.id_number)).toEqual([idNumber('44010619850312456')]);
    expect((await startFace(h.app, token, first.data?.userCode ?? '')).code).toBe(-4003);
  });

  it('refuses another name than the registry’s legal representative with -5003', async () => {
    const { token } = await memberOfNewCompany(h);
    expect(await confirm(h.app, token, { name: '王建军', idNumber: idNumber(), faceConsent: true })).toEqual({
      code: -5003,
      msg: '姓名与该企业登记的法定代表人不一致',
      data: null,
    });
  });

  it('says so when the registry has no legal representative for the company', async () => {
    const { token } = await memberOfNewCompany(h, '');
    const answer = await confirm(h.app, token, { name: '王建国', idNumber: idNumber(), faceConsent: true });
    expect(answer).toMatchObject({ code: -5003, msg: '未查询到该企业登记的法定代表人，请联系客服' });
  });

  it.each([
    [{ idNumber: undefined }, '请输入身份证号'],
    [{ idNumber: '44010619850312123' }, '请输入正确身份证号'],
    [{ idNumber: `${idNumber().slice(0, 17)}${idNumber().endsWith('0') ? '1' : '0'}` }, '请输入正确身份证号'],
    [{ idNumber: '440106198502301234' }, '请输入正确身份证号'],
    [{ idNumber: '44010619850312123456' }, '请输入正确身份证号'],
    [{ idNumber: ['440106198503121230'] }, '请输入正确身份证号'],
    [{ name: undefined }, '请输入法定代表人姓名'],
    [{ name: '王<script>' }, '法定代表人姓名格式不正确'],
    [{ faceConsent: undefined }, '请阅读并同意人脸识别授权'],
    [{ faceConsent: false }, '请阅读并同意人脸识别授权'],
    [{ faceConsent: 'yes' }, '请阅读并同意人脸识别授权'],
  ])('refuses %j with -1000 %s', async (change, message) => {
    const { token } = await memberOfNewCompany(h);
    const body = { name: '王建国', idNumber: idNumber(), faceConsent: true, ...change };
    expect(await confirm(h.app, token, body)).toEqual({ code: -1000, msg: message, data: null });
  });

  it('accepts a 15-digit number and a lowercase x', async () => {
    const { token } = await memberOfNewCompany(h);
    expect((await confirm(h.app, token, { name: '王建国', idNumber: '440106850312123', faceConsent: 1 })).code).toBe(0);
    const x = '11010519491231002x';
    expect((await confirm(h.app, token, { name: '王建国', idNumber: x, faceConsent: 'true' })).code).toBe(0);
  });

  it('needs a company (-1404 with a pointer to adding one) and a session (403)', async () => {
    const { token } = await register(h.app, freshIp());
    expect(await confirm(h.app, token, { name: '王建国', idNumber: idNumber(), faceConsent: true })).toEqual({
      code: -1404,
      msg: '您还没有企业，请先添加企业',
      data: null,
    });
    const anonymous = await post(h.app, '/user/identify/v1/legal_person/confirm', freshIp()).send({});
    expect(anonymous.status).toBe(403);
  });

  it('limits guesses: 10 confirmations an hour per account', async () => {
    const { token } = await memberOfNewCompany(h);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await confirm(h.app, token, { name: '李四', idNumber: idNumber(), faceConsent: true })).code).toBe(-5003);
    }
    expect(await confirm(h.app, token, { name: '王建国', idNumber: idNumber(), faceConsent: true })).toMatchObject({
      code: -1029,
      msg: '认证操作过于频繁，请1小时后再试',
    });
  });
});

describe('GET /user/identify/v1/face/token/get2/{userCode}', () => {
  it('starts the simulator’s check: a page on the portal’s origin, a certToken, and no plain ID number left', async () => {
    const { token, company } = await memberOfNewCompany(h);
    const confirmed = await confirm(h.app, token, { name: '王建国', idNumber: idNumber(), faceConsent: true });
    const started = await startFace(h.app, token, confirmed.data?.userCode ?? '');
    expect(started).toEqual({
      code: 0,
      msg: '操作成功',
      data: {
        certToken: expect.stringMatching(/^[\w-]{43}$/),
        url: expect.stringMatching(/^https:\/\/portal\.example\.cn\/face-simulator\/[\w-]{43}$/),
        expiresIn: 1800,
      },
    });
    const confirmation = await h.database.db
      .selectFrom('identity_confirmation')
      .select(['id_number', 'used_at'])
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(confirmation).toEqual({ id_number: null, used_at: expect.any(Date) });
    const check = await h.database.db
      .selectFrom('face_check')
      .selectAll()
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(check).toMatchObject({
      provider: 'simulator',
      check_type: '1',
      legal_name: '王建国',
      id_number_masked: '440***********123X'.replace(/.$/, idNumber().slice(-1)),
      status: 'pending',
    });
    expect(check.id_number_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(check)).not.toContain(idNumber());
    expect(check.cert_token_hash).not.toBe(started.data?.certToken);
    const simulation = await h.database.db
      .selectFrom('face_simulation')
      .selectAll()
      .where('provider_token', '=', check.provider_token)
      .executeTakeFirstOrThrow();
    expect(simulation).toMatchObject({ masked_name: '王*国', state: 'pending' });
    expect(simulation.return_url).toMatch(/^https:\/\/portal\.example\.cn\/#\/\?faceKey=[\w-]{43}$/);
    expect(JSON.stringify(simulation)).not.toContain(idNumber());
  });

  it('uses a userCode once, and refuses another account’s userCode as unknown', async () => {
    const owner = await memberOfNewCompany(h);
    const confirmed = await confirm(h.app, owner.token, { name: '王建国', idNumber: idNumber(), faceConsent: true });
    const userCode = confirmed.data?.userCode ?? '';
    const other = await memberOfNewCompany(h);
    const refused = await startFace(h.app, other.token, userCode);
    expect(refused).toEqual({ code: -4003, msg: '认证信息已失效，请重新填写法定代表人信息', data: null });
    expect((await startFace(h.app, owner.token, userCode)).code).toBe(0);
    expect((await startFace(h.app, owner.token, userCode)).code).toBe(-4003);
  });

  it('refuses an expired userCode', async () => {
    const { token } = await memberOfNewCompany(h);
    const confirmed = await confirm(h.app, token, { name: '王建国', idNumber: idNumber(), faceConsent: true });
    h.clock.advance(10 * MINUTE + 1);
    expect((await startFace(h.app, token, confirmed.data?.userCode ?? '')).code).toBe(-4003);
  });

  it.each([
    ['javascript:alert(1)//#/verified'],
    ['https://user:pass@portal.example.cn/#/verified'],
    ['https://portal.example.cn/evil#/verified'],
    ['https://portal.example.cn/?next=x#/verified'],
    ['https://portal.example.cn/#//evil.example/x'],
    ['https://portal.example.cn/#verified'],
    ['https://portal.example.cn/#/verified"><script>'],
    ['ftp://portal.example.cn/#/verified'],
    ['/#/verified'],
  ])('refuses the return address %s (-1000), before the userCode is used', async (foreBackUrl) => {
    const { token } = await memberOfNewCompany(h);
    const confirmed = await confirm(h.app, token, { name: '王建国', idNumber: idNumber(), faceConsent: true });
    const userCode = confirmed.data?.userCode ?? '';
    expect(await startFace(h.app, token, userCode, { foreBackUrl })).toEqual({
      code: -1000,
      msg: '回跳地址不正确',
      data: null,
    });
    expect((await startFace(h.app, token, userCode)).code).toBe(0);
  });

  it('needs the return address and a well-formed userCode', async () => {
    const { token } = await memberOfNewCompany(h);
    expect((await startFace(h.app, token, 'x'.repeat(43), {})).msg).toBe('缺少回跳地址 foreBackUrl');
    expect((await startFace(h.app, token, 'short')).code).toBe(-1000);
    const anonymous = await get(h.app, `/user/identify/v1/face/token/get2/${'x'.repeat(43)}`, freshIp());
    expect(anonymous.status).toBe(403);
  });
});

describe('the face result: fail, then pass', () => {
  it('a failed check leaves the membership uncertified and allows a new attempt that passes', async () => {
    const { token, company } = await memberOfNewCompany(h);
    const first = await startCheck(h.app, token, '王建国');
    expect((await faceResult(h.app, token, first.certToken)).data).toMatchObject({ status: 'PENDING' });

    expect((await simulate(h.app, first.url, 'fail')).data?.returnUrl).toMatch(/#\/\?faceKey=/);
    expect(await faceResult(h.app, token, first.certToken)).toEqual({
      code: 0,
      msg: '操作成功',
      data: {
        status: 'FAILED',
        companyId: company.id,
        companyName: company.companyName,
        legalPersonMasked: '王*国',
        idNumberMasked: expect.stringMatching(/^440\*{11}\d{3}[\dX]$/),
        startedAt: expect.any(String),
        finishedAt: expect.any(String),
        failReason: '人脸比对未通过（开发环境模拟）',
        ifCertification: false,
        identifyStatus: 0,
        hasCheckedFace: false,
      },
    });
    expect(await userInfo(h.app, token)).toMatchObject({ ifCertification: false, hasCheckedFace: false });
    // The simulator page cannot be decided twice.
    expect((await simulate(h.app, first.url, 'pass')).code).toBe(-4003);

    const second = await startCheck(h.app, token, '王建国');
    await simulate(h.app, second.url, 'pass');
    expect((await faceResult(h.app, token, second.certToken)).data).toMatchObject({
      status: 'PASSED',
      failReason: null,
      ifCertification: true,
      hasCheckedFace: true,
    });
    expect(await userInfo(h.app, token)).toMatchObject({
      ifCertification: true,
      identifyStatus: 6,
      hasCheckedFace: true,
    });
    const membership = await h.database.db
      .selectFrom('user_company')
      .select('certified_at')
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(membership.certified_at).toEqual(h.clock.now());
    // The first check stays failed: a result is recorded once.
    expect((await faceResult(h.app, token, first.certToken)).data?.status).toBe('FAILED');
  });

  it('POST /user/identify/queryFaceResult answers the same (certToken in body or query)', async () => {
    const { token } = await memberOfNewCompany(h);
    const check = await startCheck(h.app, token, '王建国');
    await simulate(h.app, check.url, 'pass');
    const byBody = await post(h.app, '/user/identify/queryFaceResult', freshIp(), token).send({
      certToken: check.certToken,
    });
    expect(byBody.body.data).toMatchObject({ status: 'PASSED', hasCheckedFace: true });
    const byQuery = await post(h.app, `/user/identify/queryFaceResult?certToken=${check.certToken}`, freshIp(), token);
    expect(byQuery.body.data).toMatchObject({ status: 'PASSED' });
  });

  it('a check nobody decides fails as timed out after 30 minutes', async () => {
    const { token } = await memberOfNewCompany(h);
    const check = await startCheck(h.app, token, '王建国');
    h.clock.advance(30 * MINUTE + 1);
    expect((await faceResult(h.app, token, check.certToken)).data).toMatchObject({
      status: 'FAILED',
      failReason: '人脸识别已超时，请重新认证',
    });
    expect((await simulate(h.app, check.url, 'pass')).code).toBe(-4003);
  });

  it('never answers another account’s check: its certToken is refused like an unknown one (-5006)', async () => {
    const owner = await memberOfNewCompany(h);
    const check = await startCheck(h.app, owner.token, '王建国');
    const other = await memberOfNewCompany(h);
    const refused = { code: -5006, msg: '人脸识别记录不存在或已失效', data: null };
    expect(await faceResult(h.app, other.token, check.certToken)).toEqual(refused);
    expect(await faceResult(h.app, other.token, 'y'.repeat(43))).toEqual(refused);
    const post1 = await post(h.app, '/user/identify/queryFaceResult', freshIp(), other.token).send({
      certToken: check.certToken,
    });
    expect(post1.body).toEqual(refused);
    expect((await faceResult(h.app, other.token, 'bad')).code).toBe(-1000);
    expect((await get(h.app, `/user/identify/v3/face/result?certToken=${check.certToken}`, freshIp())).status).toBe(
      403,
    );
  });

  it('certifies the membership, never the company: a second account holding it stays uncertified', async () => {
    const first = await memberOfNewCompany(h);
    const { token: secondToken } = await register(h.app, freshIp());
    await joinCompany(h, secondToken, first.company.id);
    const check = await startCheck(h.app, first.token, '王建国');
    await simulate(h.app, check.url, 'pass');
    expect((await faceResult(h.app, first.token, check.certToken)).data?.status).toBe('PASSED');
    expect(await userInfo(h.app, first.token)).toMatchObject({ ifCertification: true, hasCheckedFace: true });
    expect(await userInfo(h.app, secondToken)).toMatchObject({ ifCertification: false, hasCheckedFace: false });
    const secondId = await userIdOf(h.app, secondToken);
    const membership = await h.database.db
      .selectFrom('user_company')
      .select(['certified', 'identify_status', 'certified_at'])
      .where('user_id', '=', secondId)
      .executeTakeFirstOrThrow();
    expect(membership).toEqual({ certified: false, identify_status: 0, certified_at: null });
    // Nor does the second account see the first one's check as its own.
    expect((await get(h.app, '/user/identify/v1/face/result', freshIp(), secondToken)).body.data).toBeNull();
  });

  it('a pass certifies the company the check was started for, even after switching to another one', async () => {
    const { token, company } = await memberOfNewCompany(h);
    const check = await startCheck(h.app, token, '王建国');
    const other = await insertCompany(h.database, '赵敏');
    await joinCompany(h, token, other.id);
    await simulate(h.app, check.url, 'pass');
    expect((await faceResult(h.app, token, check.certToken)).data).toMatchObject({
      status: 'PASSED',
      companyId: company.id,
    });
    expect(await userInfo(h.app, token)).toMatchObject({ ifCertification: false });
  });
});

describe('GET /user/identify/v1/face/result and /v1/face/legal_person/check', () => {
  it('answers the newest check of the session’s membership, or null', async () => {
    const { token } = await memberOfNewCompany(h);
    expect((await get(h.app, '/user/identify/v1/face/result', freshIp(), token)).body).toEqual({
      code: 0,
      msg: '操作成功',
      data: null,
    });
    const first = await startCheck(h.app, token, '王建国');
    await simulate(h.app, first.url, 'fail');
    h.clock.advance(1000);
    await startCheck(h.app, token, '王建国');
    const latest = await get(h.app, '/user/identify/v1/face/result', freshIp(), token);
    expect(latest.body.data).toMatchObject({ status: 'PENDING', failReason: null });
  });

  it('answers the /verified page’s facts: company, masked legal person, certification, provider, latest check', async () => {
    const { token, company } = await memberOfNewCompany(h);
    const path = `/user/identify/v1/face/legal_person/check?type=1&foreBackUrl=${encodeURIComponent(FORE_BACK_URL)}`;
    expect((await get(h.app, path, freshIp(), token)).body.data).toEqual({
      companyId: company.id,
      companyName: company.companyName,
      uniformCode: company.uniformCode,
      legalPersonMasked: '王*国',
      ifCertification: false,
      identifyStatus: 0,
      hasCheckedFace: false,
      certifiedAt: null,
      faceProvider: 'simulator',
      faceServiceConfigured: true,
      latestCheck: null,
    });
    const check = await startCheck(h.app, token, '王建国');
    await simulate(h.app, check.url, 'pass');
    const after = (await get(h.app, '/user/identify/v1/face/legal_person/check', freshIp(), token)).body.data;
    expect(after).toMatchObject({
      ifCertification: true,
      identifyStatus: 6,
      hasCheckedFace: true,
      certifiedAt: h.clock.now().toISOString(),
      latestCheck: { status: 'PASSED' },
    });
  });

  it('never reads or switches to another account’s company (BOLA)', async () => {
    const owner = await memberOfNewCompany(h);
    const check = await startCheck(h.app, owner.token, '王建国');
    await simulate(h.app, check.url, 'pass');
    const { token } = await register(h.app, freshIp());
    const switched = await post(h.app, `/user/user/v1/switch/other/${owner.company.id}`, freshIp(), token);
    expect(switched.body).toEqual({ code: -1404, msg: '未找到该企业，或您不是该企业的用户', data: null });
    const facts = (await get(h.app, '/user/identify/v1/face/legal_person/check', freshIp(), token)).body.data;
    expect(facts).toMatchObject({ companyId: null, companyName: '', latestCheck: null });
    expect(JSON.stringify(facts)).not.toContain(owner.company.companyName);
    expect((await get(h.app, '/user/identify/v1/face/result', freshIp(), token)).body.data).toBeNull();
    expect((await faceResult(h.app, token, check.certToken)).code).toBe(-5006);
  });

  it('an account without a company gets empty facts', async () => {
    const { token } = await register(h.app, freshIp());
    const answer = await get(h.app, '/user/identify/v1/face/legal_person/check', freshIp(), token);
    expect(answer.body.data).toMatchObject({ companyId: null, companyName: '', ifCertification: false });
    expect((await get(h.app, '/user/identify/v1/face/result', freshIp(), token)).body.data).toBeNull();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../../tests/support/sample-files/images.ts';
import { pdf } from '../../../tests/support/sample-files/pdf.ts';
import { plainZip } from '../../../tests/support/sample-files/zip.ts';
import {
  accountsForFile,
  freshIp,
  get,
  loginWithCode,
  passwordLogin,
  post,
  register,
  startAccounts,
} from './accounts-support.ts';
import { endBusinessInProgress } from './applications-support.ts';
import { deleteFiles, uploaded } from './files-support.ts';

const h = accountsForFile();
beforeAll(async () => {
  // The demo company is seeded with business institutions still handle; revocation waits for it (spec §1).
  const demo = await demoSession(true);
  await endBusinessInProgress(h, demo.companyId);
});

const DAY = 24 * 3_600_000;

/** The demo account logged into its certified (face-checked) company, or its uncertified one. */
async function demoSession(certified: boolean) {
  const ip = freshIp();
  const login = await passwordLogin(h.app, '13800000001', 'Demo@2026', ip);
  const entry = login.data?.find((company) => company.companyName.startsWith(certified ? '示例智造' : '示例农产品'));
  if (!entry) throw new Error('demo company missing');
  return { ip, token: await loginWithCode(h.app, entry.loginCode, ip), companyId: entry.id };
}

async function grant(companyId: number, endInDays: number) {
  const user = await h.database.db
    .selectFrom('app_user')
    .select('id')
    .where('mobile', '=', '13800000001')
    .executeTakeFirstOrThrow();
  await h.database.db
    .insertInto('data_authorisation')
    .values({
      company_id: companyId,
      granted_by: user.id,
      granted_at: h.clock.now(),
      auth_end_date: new Date(h.clock.now().getTime() + endInDays * DAY),
    })
    .execute();
}

/** The sealed termination document of spec §1, uploaded as a real PDF by the session's account. */
/** The company's authorisations not revoked (in force or past their end date). */
function unrevoked(companyId: number) {
  return h.database.db
    .selectFrom('data_authorisation')
    .select('id')
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is', null)
    .execute();
}

function sealedDocument(token: string): Promise<string> {
  return uploaded(h.app, token, '终止授权书.pdf', pdf());
}

describe('/user/user/v1/auth/cancel: revoking the enterprise data authorisation', () => {
  it('lets the certified, face-checked legal representative revoke what is in force', async () => {
    const { ip, token, companyId } = await demoSession(true);
    await grant(companyId, 365);
    await grant(companyId, -1);
    const answer = await post(h.app, '/user/user/v1/auth/cancel', ip, token).send({
      reason: '企业不再需要平台融资服务',
      documentPaths: [await sealedDocument(token)],
    });
    // The one granted here and the one the demo seed granted with its first application; not the expired one.
    expect(answer.body).toEqual({ code: 0, msg: '操作成功', data: { revoked: 2 } });
    const again = await post(h.app, '/user/user/v1/auth/cancel', ip, token).send({
      reason: '再次撤销',
      documentPaths: [await sealedDocument(token)],
    });
    expect(again.body).toEqual({ code: -1404, msg: '当前企业没有生效中的数据授权', data: null });
  });

  it('requires 1 to 5 sealed documents: own, not yet used, an image or a PDF; a refusal revokes nothing', async () => {
    const { ip, token, companyId } = await demoSession(true);
    await grant(companyId, 365);
    const cancel = (documentPaths: unknown) =>
      post(h.app, '/user/user/v1/auth/cancel', ip, token).send({ reason: '撤销授权', documentPaths });
    const required = { code: -1000, msg: '请上传加盖公章的终止授权书', data: null };
    expect((await cancel(undefined)).body).toEqual(required);
    expect((await cancel([])).body).toEqual(required);
    const six = await Promise.all(Array.from({ length: 6 }, () => sealedDocument(token)));
    expect((await cancel(six)).body).toEqual({ code: -1000, msg: '终止授权书最多上传5个文件', data: null });
    expect((await cancel(['../etc/passwd'])).body.msg).toBe('终止授权书文件路径格式不正确');
    const archive = await uploaded(h.app, token, 'seal.zip', plainZip());
    expect((await cancel([six[0], archive])).body).toEqual({
      code: -1000,
      msg: '终止授权书须为图片或PDF文件',
      data: null,
    });
    const stranger = await register(h.app, freshIp());
    const theirs = await uploaded(h.app, stranger.token, 'seal.pdf', pdf());
    expect((await cancel([theirs])).body).toEqual({ code: -6001, msg: '文件不存在或无权访问', data: null });
    const active = await unrevoked(companyId);
    expect(active.length).toBeGreaterThan(0);
    const attached = await h.database.db
      .selectFrom('stored_file')
      .select('path')
      .where('path', 'in', [...six, archive, theirs])
      .where('attached_at', 'is not', null)
      .execute();
    expect(attached).toEqual([]);

    const photo = await uploaded(h.app, token, '终止授权书.png', png());
    expect((await cancel([six[0], photo])).body.code).toBe(0);
    // Attached to the revocation now: kept by the sweep, not deletable, and not usable for another revocation.
    expect((await deleteFiles(h.app, token, [photo])).body).toEqual({
      code: -6008,
      msg: '文件已被使用，不能删除',
      data: null,
    });
    await grant(companyId, 365);
    expect((await cancel([six[0]])).body).toEqual({ code: -6001, msg: '文件不存在或无权访问', data: null });
    expect((await cancel([await sealedDocument(token)])).body.code).toBe(0);
  });

  it('refuses an uncertified company, an account without a company, a missing reason and a visitor', async () => {
    const uncertified = await demoSession(false);
    await grant(uncertified.companyId, 365);
    const refused = await post(h.app, '/user/user/v1/auth/cancel', uncertified.ip, uncertified.token).send({
      reason: '撤销' + '授权',
      documentPaths: [await sealedDocument(uncertified.token)],
    });
    expect(refused.body.code).toBe(-5004);
    const noCompany = await register(h.app, freshIp());
    expect(
      (
        await post(h.app, '/user/user/v1/auth/cancel', freshIp(), noCompany.token).send({
          reason: '撤销授权',
          documentPaths: [await sealedDocument(noCompany.token)],
        })
      ).body,
    ).toEqual({
      code: -5004,
      msg: '请先添加企业并完成企业实名认证',
      data: null,
    });
    const certified = await demoSession(true);
    expect((await post(h.app, '/user/user/v1/auth/cancel', certified.ip, certified.token).send({})).body).toEqual({
      code: -1000,
      msg: '请填写撤销原因',
      data: null,
    });
    expect((await post(h.app, '/user/user/v1/auth/cancel', freshIp()).send({ reason: '撤销授权' })).status).toBe(403);
  });

  it('counts the reason in characters, as the form does: 200 emoji pass, 201 characters do not', async () => {
    const certified = await demoSession(true);
    const cancelWith = async (reason: string) =>
      (
        await post(h.app, '/user/user/v1/auth/cancel', certified.ip, certified.token).send({
          reason,
          documentPaths: ['not a stored path'],
        })
      ).body;
    // The reason passes (200 characters, 400 UTF-16 units), so the next field is what is refused.
    expect((await cancelWith('😀'.repeat(200))).msg).toBe('终止授权书文件路径格式不正确');
    expect(await cancelWith('撤'.repeat(201))).toEqual({ code: -1000, msg: '撤销原因不能超过200个字符', data: null });
    expect(await cancelWith('😀')).toEqual({ code: -1000, msg: '请填写撤销原因', data: null });
  });
});

describe('GET /user/user/v1/auth/current: what the revocation page shows', () => {
  /** The page's answer to a caller that may not revoke: its company, if any, and none of the company's records. */
  const mayNotRevoke = (companyId: number | null, companyName: string) => ({
    companyId,
    companyName,
    ifCertification: false,
    hasCheckedFace: false,
    mayRevoke: false,
    inForce: false,
    authorisations: null,
    lastRevocation: null,
  });

  it('shows the legal representative the authorisations in force and, once revoked, the latest revocation', async () => {
    const { ip, token, companyId } = await demoSession(true);
    await grant(companyId, 30);
    await grant(companyId, -2);
    const before = await get(h.app, '/user/user/v1/auth/current', ip, token);
    expect(before.body.code).toBe(0);
    expect(before.body.data).toMatchObject({
      companyId,
      companyName: '示例智造科技（广州）有限公司',
      ifCertification: true,
      hasCheckedFace: true,
      mayRevoke: true,
    });
    expect(before.body.data.authorisations).toEqual([
      {
        id: expect.any(Number),
        grantedAt: h.clock.now().toISOString(),
        authEndDate: new Date(h.clock.now().getTime() + 30 * DAY).toISOString(),
      },
    ]);
    const documentPaths = [await sealedDocument(token), await uploaded(h.app, token, '盖章页.png', png())];
    const revoked = await post(h.app, '/user/user/v1/auth/cancel', ip, token).send({
      reason: '  不再需要融资服务  ',
      documentPaths,
    });
    expect(revoked.body.code).toBe(0);
    const after = await get(h.app, '/user/user/v1/auth/current', ip, token);
    expect(after.body.data.authorisations).toEqual([]);
    expect(after.body.data.lastRevocation).toEqual({
      revokedAt: h.clock.now().toISOString(),
      reason: '不再需要融资服务',
      documentPaths,
    });
  });

  it("answers an uncertified member whether it may revoke, never the company's records nor whether one is in force", async () => {
    const { ip, token, companyId } = await demoSession(false);
    await grant(companyId, 365);
    const state = await get(h.app, '/user/user/v1/auth/current', ip, token);
    expect(state.body.data).toEqual(mayNotRevoke(companyId, '示例农产品贸易（广州）有限公司'));
  });

  it('answers an account without a company with no company, and a visitor with 403', async () => {
    const { token } = await register(h.app, freshIp());
    expect((await get(h.app, '/user/user/v1/auth/current', freshIp(), token)).body.data).toEqual(
      mayNotRevoke(null, ''),
    );
    expect((await get(h.app, '/user/user/v1/auth/current', freshIp())).status).toBe(403);
  });
});

describe('the development helper POST /__dev/authorisation/grant', () => {
  it('grants the session company an authorisation in force (5 years by default, or the days asked)', async () => {
    const { ip, token, companyId } = await demoSession(true);
    const granted = await post(h.app, '/__dev/authorisation/grant', ip, token).send({});
    expect(granted.body).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
    expect(granted.body.data.authEndDate).toBe(new Date(h.clock.now().getTime() + 157_680_000_000).toISOString());
    const short = await post(h.app, '/__dev/authorisation/grant', ip, token).send({ days: 10 });
    expect(short.body.data.authEndDate).toBe(new Date(h.clock.now().getTime() + 10 * DAY).toISOString());
    const rows = await unrevoked(companyId);
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([granted.body.data.id, short.body.data.id]));
    expect((await post(h.app, '/__dev/authorisation/grant', ip, token).send({ days: 'x' })).body.code).toBe(-1000);
    expect((await post(h.app, '/__dev/authorisation/grant', freshIp()).send({})).status).toBe(403);
  });

  it('does not exist in production (404), nor does the import helper', async () => {
    const production = await startAccounts({ production: true });
    try {
      expect((await post(production.app, '/__dev/authorisation/grant', freshIp()).send({})).status).toBe(404);
      expect((await post(production.app, '/__dev/import', freshIp()).send({})).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { gatewayForFile } from './accounts-support.ts';

/** Every call of spec §7, at its method and path (`{name}` written `:name`), as the spec's tables list them. */
const SPEC_CALLS: ReadonlyArray<['GET' | 'POST', string]> = [
  ['GET', '/zzzttt/pic/swipe/get'],
  ['POST', '/zzzttt/pic/swipe/check'],
  ['POST', '/user/user/v1/code/send'],
  ['POST', '/user/user/sendLoginOrRegisterCode'],
  ['POST', '/user/user/register'],
  ['POST', '/user/user/login'],
  ['POST', '/user/user/v2/loginOrRegister'],
  ['POST', '/auth/login92/code/:code'],
  ['POST', '/auth/logout92'],
  ['POST', '/auth/loginByWx'],
  ['POST', '/user/user/userInfo'],
  ['POST', '/user/user/getSafeUserInfo'],
  ['POST', '/user/user/v1/auth/cancel'],
  ['POST', '/user/user/resetPasswordCheck'],
  ['POST', '/user/user/resetPassword'],
  ['POST', '/user/user/resetMobile'],
  ['POST', '/user/user/modifyPassword'],
  ['POST', '/user/user/third/import/shb'],
  ['GET', '/user/user/tongyi/web/clientId'],
  ['POST', '/user/user/tongyi/web/login'],
  ['GET', '/user/user/importDetail'],
  ['POST', '/user/user/alertedImportInfo'],
  ['GET', '/user/user/rdt/:key'],
  ['POST', '/user/user/setCompanyName'],
  ['GET', '/user/user/v1/current/users'],
  ['POST', '/user/user/v1/switch/other/:id'],
  ['GET', '/user/user/wx/login/code/get/:bizId'],
  ['GET', '/wx/wx/mp/:appid/oAuth2UserInfo'],
  ['POST', '/canteen/auth/login'],
  ['POST', '/canteen/user/info'],
  ['POST', '/canteen/user/logout'],
  ['POST', '/user/identify/v1/company/add'],
  ['GET', '/data/gzData/yuexiu/query/base'],
  ['POST', '/user/identify/queryFaceResult'],
  ['GET', '/user/identify/v3/face/result'],
  ['GET', '/user/identify/v1/face/result'],
  ['GET', '/user/identify/v1/face/token/get2/:userCode'],
  ['GET', '/user/identify/v1/face/legal_person/check'],
  ['GET', '/zzzttt/protocol/version/getProtocols'],
  ['POST', '/zzzttt/protocol/version/read/saveRecord'],
  ['GET', '/zzzttt/protocol/version/getProtocolDetail/:id'],
  ['POST', '/gw92/zzzttt/file/upload'],
  ['POST', '/zzzttt/file/upload'],
  ['GET', '/zzzttt/file/openFilePrefix'],
  ['POST', '/zzzttt/file/accessFile'],
  ['POST', '/zzzttt/file/deleteFile'],
  ['POST', '/zzzttt/address/data'],
  ['POST', '/zzzttt/shortUrl/query'],
  ['POST', '/zzzttt/userbehaviorstatistics/mnp/saveUserBehavior'],
  ['POST', '/zzzttt/notice/qh/send'],
  ['POST', '/zzzttt/credit/report/result'],
  ['POST', '/data/gz/hq/policy/queryPage'],
  ['POST', '/data/gz/hq/policy/queryDetail/:policyId'],
  ['POST', '/org/financial/org/list/front'],
  ['POST', '/org/financial/org/detail/:id'],
  ['POST', '/org/financial/org/icon/list/front'],
  ['POST', '/org/financial/org/count/all/front'],
  ['POST', '/org/financial/user/detail/:id'],
  ['POST', '/loan/pc/myList'],
  ['POST', '/loan/pc/request/myList'],
  ['POST', '/loan/pc/myDetail'],
  ['POST', '/loan/pc/cancel'],
  ['POST', '/loan/pc/apply'],
  ['POST', '/loan/pc/loanRank'],
  ['POST', '/loan/pc/loanCase'],
  ['POST', '/loan/pc/index/entCount'],
  ['POST', '/loan/pc/dockingCount'],
  ['POST', '/loan/pc/yc/quota'],
  ['POST', '/loan/pc/thirdStatistics/list'],
  ['GET', '/loan/pc/ent/grant/credit/portal/precredit'],
  ['GET', '/loan/pc/ent/grant/credit/portal/precredit/exist'],
  ['POST', '/loan/product/pc/topList'],
  ['POST', '/loan/product/pc/list'],
  ['GET', '/loan/product/pc/million/list'],
  ['GET', '/loan/product/pc/green/list'],
  ['GET', '/loan/product/pc/procure/list'],
  ['POST', '/loan/product/pc/economy/area/list'],
  ['POST', '/loan/product/pc/detail'],
  ['POST', '/loan/product/pc/getApplyMethod'],
  ['POST', '/loan/product/pc/apply'],
  ['POST', '/loan/product/pc/queryChoice'],
  ['POST', '/loan/product/pc/otherList'],
  ['POST', '/loan/product/pc/specialList'],
  ['POST', '/loan/product/pc/industry/detail'],
  ['POST', '/loan/product/pc/questionnaire/submit'],
  ['POST', '/loan/product/pc/questionnaire/detail'],
];

const h = gatewayForFile();

describe('the calls of spec §7', () => {
  // Asked with a method no call uses, the gateway names the methods a path takes (405, Allow) — or answers 404
  // 接口不存在 for a path it does not know. So this proves every call is routed without running any of them.
  it.each(SPEC_CALLS)('%s %s is routed', async (method, path) => {
    const res = await request(h.app).put(`/api${path.replace(/:\w+/g, '1')}`);
    expect(res.status, res.body.msg).toBe(405);
    expect(res.headers.allow?.split(', ')).toContain(method);
  });

  it('answers 404 接口不存在 for a path that is no call', async () => {
    const res = await request(h.app).put('/api/loan/pc/noSuchCall');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: expect.any(Number), msg: '接口不存在', data: null });
  });
});

import { GatewayCode } from '@sme/contract/codes';
import type { ActorClass, AnswerKind } from '../../../../tests/support/actor-classes.ts';
import { insertActiveOffer } from '../../../../tests/support/need-offer-rows.ts';
import { png } from '../../../../tests/support/sample-files/images.ts';
import { wire } from '../accounts-support.ts';
import { driveTo, needBody, productBody } from '../applications-support.ts';
import { idNumber } from '../identity-support.ts';
import { orgProductBody } from '../org-product-support.ts';
import type { AccessWorld } from './access-world.ts';

/**
 * One valid input per call of the access table (access-table.ts), so that a class the table admits gets its answer
 * and a refused one is refused for who it is, never for its input. Calls that need nothing have no entry.
 */
export interface Sample {
  /** The path with its parameters filled in and its query, when the table's path is not enough. */
  path?: string;
  body?: object;
  /** A text/plain body (accessFile). */
  text?: string;
  /** Sent form-encoded (the calls of spec §7 that take forms). */
  form?: boolean;
  /** A multipart upload of one file named `file`. */
  file?: { name: string; bytes: Buffer };
  /**
   * What an admitted class gets when it is not code 0: the samples of flows that need a one-time code, a captcha or a
   * password carry a wrong one, so the answer proves the call was let through without changing anything.
   */
  admitted?: number;
  /** The call's unknown-id answer (the `404` cell). */
  notFound?: number;
}

export type SampleOf = (w: AccessWorld, actor: ActorClass, expected: AnswerKind) => Sample | Promise<Sample>;

const WRONG_TOKEN = 'x'.repeat(43);
const STRANGER_MOBILE = '13912340000';

/** Whether the class is let through (its successful calls get throwaway resources). */
const admitted = (expected: AnswerKind) => expected === 'ok';

export const SAMPLES: Readonly<Record<string, SampleOf>> = {
  'POST /loan/product/pc/detail': (w) => ({ path: `/loan/product/pc/detail?id=${w.productId}` }),
  'POST /org/financial/org/detail/:id': (w) => ({ path: `/org/financial/org/detail/${w.handlingOrgId}` }),
  'POST /loan/product/pc/specialList': () => ({ path: '/loan/product/pc/specialList?key=million' }),
  'POST /loan/product/pc/class/detail': () => ({ path: '/loan/product/pc/class/detail?id=1' }),
  'POST /loan/product/pc/industry/detail': (w) => ({
    path: `/loan/product/pc/industry/detail?industry=${w.industryCode}`,
  }),
  'GET /zzzttt/logo/:name': () => ({ path: '/zzzttt/logo/unknown.svg', admitted: GatewayCode.NOT_FOUND }),
  'POST /data/gz/hq/policy/queryDetail/:policyId': () => ({ path: '/data/gz/hq/policy/queryDetail/1', form: true }),
  'POST /data/gz/hq/policy/queryPage': () => ({ form: true }),
  'POST /data/gz/hq/policy/departments': () => ({ form: true }),
  'POST /data/gz/hq/news/queryDetail/:id': () => ({ path: '/data/gz/hq/news/queryDetail/1' }),
  'POST /data/gz/hq/regional/queryDetail/:id': (w) => ({
    path: `/data/gz/hq/regional/queryDetail/${w.regionalArticleId}`,
  }),
  'POST /zzzttt/address/data': () => ({ path: '/zzzttt/address/data?level=1' }),
  'POST /loan/product/pc/getApplyMethod': (w) => ({ path: `/loan/product/pc/getApplyMethod?id=${w.productId}` }),
  'POST /loan/pc/org/responseTime': (w) => ({ path: `/loan/pc/org/responseTime?orgId=${w.handlingOrgId}` }),
  'POST /zzzttt/shortUrl/query': () => ({
    path: '/zzzttt/shortUrl/query?shortParam=abcdefgh',
    admitted: GatewayCode.SHORT_LINK_NOT_FOUND,
  }),
  'POST /zzzttt/notice/qh/send': () => ({
    path: `/zzzttt/notice/qh/send?name=${encodeURIComponent('张三')}&mobile=${STRANGER_MOBILE}`,
  }),
  'POST /zzzttt/userbehaviorstatistics/mnp/saveUserBehavior': () => ({
    body: { eventType: 'click', pageUrl: '/#/', pageName: '首页', clientType: 'pc', buttonName: '申请' },
  }),
  'GET /zzzttt/protocol/version/getProtocolDetail/:id': () => ({
    path: '/zzzttt/protocol/version/getProtocolDetail/1',
  }),

  'POST /zzzttt/pic/swipe/check': () => ({
    body: { x: 1, y: 1, key: WRONG_TOKEN },
    admitted: GatewayCode.CAPTCHA_FAILED,
  }),
  'POST /user/user/v1/code/send': () => ({
    body: { mobile: STRANGER_MOBILE, token: WRONG_TOKEN, method: 'LOGIN' },
    admitted: GatewayCode.CAPTCHA_TOKEN_INVALID,
  }),
  'POST /user/user/sendLoginOrRegisterCode': () => ({
    body: { mobile: STRANGER_MOBILE, token: WRONG_TOKEN },
    admitted: GatewayCode.CAPTCHA_TOKEN_INVALID,
  }),
  'POST /user/user/register': () => ({
    body: { mobile: STRANGER_MOBILE, password: wire('Passw0rd2026'), smsCode: '000000', source: 0 },
    admitted: GatewayCode.SMS_CODE_INVALID,
  }),
  'POST /user/user/login': () => ({
    body: { phone: STRANGER_MOBILE, code: '000000', type: 2 },
    admitted: GatewayCode.SMS_CODE_INVALID,
  }),
  'POST /user/user/v2/loginOrRegister': () => ({
    body: { mobile: STRANGER_MOBILE, code: '000000' },
    admitted: GatewayCode.SMS_CODE_INVALID,
  }),
  'POST /auth/login92/code/:code': () => ({
    path: `/auth/login92/code/${WRONG_TOKEN}`,
    admitted: GatewayCode.ONE_TIME_CODE_INVALID,
  }),
  'POST /user/user/resetPasswordCheck': () => ({
    body: { mobile: STRANGER_MOBILE, code: '000000' },
    admitted: GatewayCode.SMS_CODE_INVALID,
  }),
  'POST /user/user/resetPassword': () => ({
    body: { mobile: STRANGER_MOBILE, validCode: WRONG_TOKEN, password: wire('Passw0rd2027'), token: WRONG_TOKEN },
    admitted: GatewayCode.ONE_TIME_CODE_INVALID,
  }),
  'GET /user/user/rdt/:key': () => ({
    path: `/user/user/rdt/${WRONG_TOKEN}`,
    admitted: GatewayCode.ONE_TIME_CODE_INVALID,
  }),
  // The provincial and WeChat logins are not configured in tests, and their callbacks must be the platform's own:
  // every class gets the same refusal of the sample's input, none is turned away for who it is.
  'GET /user/user/tongyi/web/clientId': () => ({ admitted: GatewayCode.BAD_PARAMS }),
  'POST /user/user/tongyi/web/login': () => ({ admitted: GatewayCode.BAD_PARAMS }),
  'GET /user/user/wx/web/authorize': () => ({ admitted: GatewayCode.BAD_PARAMS }),
  'GET /wx/wx/mp/:appid/oAuth2UserInfo': () => ({
    path: `/wx/wx/mp/wx1234567890abcdef/oAuth2UserInfo?code=abc&state=x&browserKey=${WRONG_TOKEN}`,
    admitted: GatewayCode.SERVICE_NOT_CONFIGURED,
  }),
  'GET /user/user/wx/login/code/get/:bizId': () => ({
    path: `/user/user/wx/login/code/get/wx1234567890abcdef?openId=${WRONG_TOKEN}`,
    admitted: GatewayCode.SERVICE_NOT_CONFIGURED,
  }),
  'POST /auth/loginByWx': () => ({
    body: { bizId: 'wx1234567890abcdef', openId: WRONG_TOKEN },
    admitted: GatewayCode.SERVICE_NOT_CONFIGURED,
  }),
  'GET /user/user/wx/binding': () => ({ admitted: GatewayCode.SERVICE_NOT_CONFIGURED }),
  'POST /user/user/third/import/shb': () => ({
    path: `/user/user/third/import/shb?token=${WRONG_TOKEN}`,
    admitted: GatewayCode.ONE_TIME_CODE_INVALID,
  }),
  'POST /auth/staff/login': () => ({
    body: { username: 'operator', password: wire('wrong'), token: WRONG_TOKEN },
    admitted: GatewayCode.CAPTCHA_TOKEN_INVALID,
  }),
  'POST /auth/staff/totp': () => ({
    body: { ticket: WRONG_TOKEN, code: '000000' },
    admitted: GatewayCode.ONE_TIME_CODE_INVALID,
  }),

  'POST /user/user/v1/switch/other/:id': (w) => ({
    path: `/user/user/v1/switch/other/${w.owner.companyId}`,
    notFound: GatewayCode.NO_SUCH_OBJECT,
  }),
  'POST /user/user/setCompanyName': () => ({
    body: { companyName: '不存在的测试企业（广州）有限公司' },
    admitted: GatewayCode.COMPANY_NOT_IN_REGISTRY,
    notFound: GatewayCode.NO_SUCH_OBJECT,
  }),
  'POST /user/identify/v1/company/add': () => ({
    body: { companyName: '不存在的测试企业（广州）有限公司', uniformCode: '91440101MA5CXD1A28' },
    admitted: GatewayCode.COMPANY_NOT_IN_REGISTRY,
  }),
  'POST /user/user/modifyPassword': () => ({
    body: { oldPassword: wire('Wrong0ld2026'), newPassword: wire('Passw0rd2027') },
    admitted: GatewayCode.BAD_CREDENTIALS,
  }),
  'POST /user/user/resetMobile': () => ({
    body: { mobile: STRANGER_MOBILE, code: '000000', password: wire('Wrong0ld2026') },
    admitted: GatewayCode.BAD_CREDENTIALS,
  }),
  'POST /zzzttt/protocol/version/read/saveRecord': () => ({ body: { protocolIds: [1] } }),
  'POST /canteen/auth/login': () => ({ body: {} }),
  'GET /data/gzData/yuexiu/query/base': () => ({
    path: `/data/gzData/yuexiu/query/base?entName=${encodeURIComponent('测试')}`,
  }),

  'POST /user/identify/v1/legal_person/confirm': () => ({
    body: { name: '不是法人', idNumber: idNumber(), faceConsent: true },
    admitted: GatewayCode.LEGAL_PERSON_MISMATCH,
    notFound: GatewayCode.NO_SUCH_OBJECT,
  }),
  'GET /user/identify/v1/face/token/get2/:userCode': () => ({
    path: `/user/identify/v1/face/token/get2/${WRONG_TOKEN}?type=1&foreBackUrl=${encodeURIComponent('https://portal.example.cn/#/verified')}`,
    admitted: GatewayCode.ONE_TIME_CODE_INVALID,
  }),
  'GET /user/identify/v3/face/result': () => ({
    path: `/user/identify/v3/face/result?certToken=${WRONG_TOKEN}`,
    admitted: GatewayCode.FACE_CHECK_FAILED,
  }),
  'POST /user/identify/queryFaceResult': () => ({
    body: { certToken: WRONG_TOKEN },
    admitted: GatewayCode.FACE_CHECK_FAILED,
  }),

  'POST /user/user/v1/auth/cancel': (w, actor) => ({
    // The owner's application is in the institution's hands (11): the revocation is refused, nothing changes.
    body: { reason: '不再合作', documentPaths: [w.filePathOf(actor)] },
    admitted: GatewayCode.REVOCATION_BUSINESS_IN_PROGRESS,
  }),
  'POST /org/financial/user/detail/:id': (w) => ({
    path: `/org/financial/user/detail/${w.managerId}`,
    notFound: GatewayCode.MANAGER_NOT_FOUND,
  }),
  'POST /loan/product/pc/apply': (w) => ({ body: productBody(w.productId) }),
  'POST /loan/pc/apply': () => ({ body: needBody() }),
  'POST /loan/pc/myDetail': (w) => ({
    path: `/loan/pc/myDetail?id=${w.applicationId}`,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/pc/cancel': async (w, _actor, expected) => ({
    path: `/loan/pc/cancel?id=${admitted(expected) ? await w.freshApplication() : w.applicationId}`,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/referral/options': (w) => ({
    body: { applicationId: w.applicationId },
    admitted: GatewayCode.REFERRAL_NOT_ALLOWED,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/referral/consent': (w) => ({
    body: {
      applicationId: w.applicationId,
      productId: w.productId,
      consent: true,
      idempotencyKey: crypto.randomUUID(),
    },
    admitted: GatewayCode.REFERRAL_NOT_ALLOWED,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /user/message/read': (w) => ({ body: { ids: [w.messageId] }, notFound: GatewayCode.NO_SUCH_OBJECT }),
  'POST /loan/product/pc/questionnaire/submit': () => ({
    body: { revenueBand: 2, taxRating: 'A', employeesBand: 2, yearsBand: 2, existingLoansBand: 1, collateral: 0 },
  }),
  'GET /loan/pc/ent/grant/credit/portal/precredit/exist': (w) => ({
    path: `/loan/pc/ent/grant/credit/portal/precredit/exist?uniformCode=${w.owner.uniformCode}`,
    notFound: GatewayCode.NO_SUCH_OBJECT,
  }),
  'GET /loan/pc/ent/grant/credit/portal/precredit': (w) => ({
    path: `/loan/pc/ent/grant/credit/portal/precredit?uniformCode=${w.owner.uniformCode}`,
    notFound: GatewayCode.NO_SUCH_OBJECT,
  }),
  'POST /loan/pc/equity/apply': () => ({
    body: {
      amount: 500,
      sharePercent: 10,
      useOfFunds: '扩大生产',
      companyStage: 2,
      contactName: '李四',
      contactMobile: '13912345678',
      idempotencyKey: crypto.randomUUID(),
    },
  }),
  'POST /zzzttt/file/upload': () => ({ file: { name: '营业执照.png', bytes: png() } }),
  'POST /gw92/zzzttt/file/upload': () => ({ file: { name: '营业执照.png', bytes: png() } }),
  'POST /zzzttt/file/accessFile': (w) => ({ text: w.filePath, notFound: GatewayCode.FILE_NOT_FOUND }),
  'POST /zzzttt/file/deleteFile': async (w, _actor, expected) => ({
    body: { filePaths: [admitted(expected) ? await w.freshFile() : w.filePath] },
    notFound: GatewayCode.FILE_NOT_FOUND,
  }),

  'POST /loan/org/detail': (w) => ({
    path: `/loan/org/detail?id=${w.applicationId}`,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/org/transition': (w) => ({
    // A move the status machine refuses (accepted → submitted): the call is let through and changes nothing.
    body: { id: w.applicationId, toStatus: 1 },
    admitted: GatewayCode.TRANSITION_REFUSED,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/org/request/claim': async (w, _actor, expected) => ({
    path: `/loan/org/request/claim?id=${admitted(expected) ? await w.freshNeed() : w.needId}`,
  }),
  'POST /loan/org/product/create': () => ({ body: orgProductBody() }),
  'POST /loan/org/product/update': (w) => ({
    body: orgProductBody({ id: w.orgProductId }),
    notFound: GatewayCode.ORG_PRODUCT_NOT_FOUND,
  }),
  'POST /loan/org/product/remove': async (w, actor, expected) => ({
    body: { id: admitted(expected) && actor === 'orgAdmin' ? await w.freshOrgProduct() : w.orgProductId },
    notFound: GatewayCode.ORG_PRODUCT_NOT_FOUND,
  }),
  'POST /loan/org/precredit/grant': (w) => ({
    body: { uniformCode: w.owner.uniformCode, amount: 50, validUntil: '2026-12-31' },
  }),
  'POST /loan/org/precredit/import': (w) => ({ body: { csv: `${w.owner.uniformCode},6,,2026-07-31` } }),
  // Issue 20, deskview
  'POST /loan/org/desk/authorisation': (w) => ({
    body: { id: w.applicationId },
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/org/material/list': (w) => ({
    body: { id: w.applicationId },
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/org/material/open': async (w, _actor, expected) => ({
    body: { id: w.applicationId, path: admitted(expected) ? await attachedMaterial(w) : w.filePath },
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/org/setting/material/update': () => ({ body: { staffMayDownload: false } }),

  // Issue 20, slice supplement: a request on a fresh viewed application; a decline and an answer with nothing open.
  'POST /loan/org/supplement/list': (w) => ({
    path: `/loan/org/supplement/list?id=${w.applicationId}`,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/org/supplement/request': async (w, _actor, expected) => ({
    body: {
      id: admitted(expected) ? await viewedApplication(w) : w.applicationId,
      content: '请补充近三个月银行流水',
      replyBy: new Date(w.h.clock.now().getTime() + 32 * 3_600_000).toISOString().slice(0, 10),
    },
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/org/supplement/decline': (w) => ({
    body: { id: w.applicationId },
    admitted: GatewayCode.SUPPLEMENT_REFUSED,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/pc/supplement/list': (w) => ({
    path: `/loan/pc/supplement/list?id=${w.applicationId}`,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/pc/supplement/answer': (w) => ({
    body: { id: w.applicationId, content: '已补充' },
    admitted: GatewayCode.SUPPLEMENT_REFUSED,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),

  // Issue 20, slice threads
  'POST /loan/pc/thread/list': (w) => ({
    path: `/loan/pc/thread/list?applicationId=${w.applicationId}`,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/pc/thread/send': (w) => ({
    body: { applicationId: w.applicationId, body: '请问审批进度如何？' },
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/org/thread/list': (w) => ({
    path: `/loan/org/thread/list?applicationId=${w.applicationId}`,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/org/thread/send': (w) => ({
    body: { applicationId: w.applicationId, body: '请补充近三个月的银行流水。' },
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/org/thread/unread': (w) => ({ body: { ids: [w.applicationId] } }),
  'POST /loan/gov/dashboard/org': (w) => ({ body: { orgId: w.handlingOrgId } }),
  // Issue 20, slice assign.
  'POST /loan/org/assign/claim': async (w, _actor, expected) => ({
    path: `/loan/org/assign/claim?id=${admitted(expected) ? await w.freshApplication() : w.applicationId}`,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/org/assign/reassign': (w) => ({
    body: { id: w.applicationId, managerId: w.managerId },
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/org/note/list': (w) => ({
    path: `/loan/org/note/list?id=${w.applicationId}`,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/org/note/add': (w) => ({
    body: { id: w.applicationId, body: '访问矩阵备注' },
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),

  // Issue 22, slice policies: every class asks about the first seeded policy.
  'POST /loan/pc/policy/match/detail': () => ({ body: { policyId: 1 } }),
  // Issue 22, slice subsidy: the standing application is not lent (-8111) and no claim exists (-8110), so an admitted
  // class is let through to the business answer without changing anything.
  'POST /loan/pc/subsidy/prefill': (w) => ({
    path: `/loan/pc/subsidy/prefill?applicationId=${w.applicationId}`,
    admitted: GatewayCode.SUBSIDY_NOT_CLAIMABLE,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/pc/subsidy/claim': (w) => ({
    body: { applicationId: w.applicationId, programmeId: 1, filePaths: [w.filePath] },
    admitted: GatewayCode.SUBSIDY_NOT_CLAIMABLE,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/pc/subsidy/detail': () => ({
    path: '/loan/pc/subsidy/detail?id=2000000',
    admitted: GatewayCode.SUBSIDY_CLAIM_NOT_FOUND,
    notFound: GatewayCode.SUBSIDY_CLAIM_NOT_FOUND,
  }),
  'POST /loan/pc/subsidy/resubmit': () => ({
    body: { id: 2_000_000 },
    admitted: GatewayCode.SUBSIDY_CLAIM_NOT_FOUND,
    notFound: GatewayCode.SUBSIDY_CLAIM_NOT_FOUND,
  }),
  'POST /loan/gov/subsidy/detail': () => ({
    path: '/loan/gov/subsidy/detail?id=2000000',
    admitted: GatewayCode.SUBSIDY_CLAIM_NOT_FOUND,
  }),
  'POST /loan/gov/subsidy/approve': () => ({ body: { id: 2_000_000 }, admitted: GatewayCode.SUBSIDY_CLAIM_NOT_FOUND }),
  'POST /loan/gov/subsidy/return': () => ({
    body: { id: 2_000_000, reason: '材料不全' },
    admitted: GatewayCode.SUBSIDY_CLAIM_NOT_FOUND,
  }),

  'GET /__dev/captcha/:key': () => ({ path: `/__dev/captcha/${WRONG_TOKEN}` }),
  'GET /__dev/face/:token': () => ({ path: `/__dev/face/${WRONG_TOKEN}` }),
  'POST /__dev/face/:token': () => ({ path: `/__dev/face/${WRONG_TOKEN}` }),
  'POST /__dev/loan/transition': () => ({ body: { id: 2_000_000_000, toStatus: 2 } }),

  // Decision desk, slice profile (issue 20)
  'POST /loan/org/company/profile': (w) => ({
    body: { id: w.applicationId },
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/org/company/govdata': (w) => ({
    body: { id: w.applicationId },
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),

  // Issue 22, slice offers: the handling institution's offer on the world's need; fresh ones for what changes them.
  'POST /loan/org/offer/save': (w) => ({
    body: {
      needId: w.needId,
      amountMin: 100,
      amountMax: 200,
      rateMin: 3.5,
      rateMax: 4,
      termMonths: 12,
      validUntil: '2000-01-01',
    },
    admitted: GatewayCode.OFFER_INVALID,
  }),
  'POST /loan/org/offer/withdraw': async (w, _actor, expected) => ({
    path: `/loan/org/offer/withdraw?id=${admitted(expected) ? await handlingOrgOffer(w, await w.freshNeed()) : await worldOffer(w)}`,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/org/offer/detail': async (w) => ({
    path: `/loan/org/offer/detail?id=${await worldOffer(w)}`,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/pc/offer/list': (w) => ({
    path: `/loan/pc/offer/list?id=${w.needId}`,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  'POST /loan/pc/offer/accept': async (w, _actor, expected) => ({
    path: `/loan/pc/offer/accept?id=${admitted(expected) ? await handlingOrgOffer(w, await w.freshNeed()) : await worldOffer(w)}`,
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
  // Issue 22, slice subsidy-pages: no claim has the file, so the reviewer is let through to -6001.
  'POST /loan/gov/subsidy/file/open': (w) => ({
    body: { id: 2_000_000, path: w.filePath },
    admitted: GatewayCode.FILE_NOT_FOUND,
  }),
  // Issue 20, slice staff-files
  'POST /loan/org/thread/file/upload': (w) => ({
    path: `/loan/org/thread/file/upload?applicationId=${w.applicationId}`,
    file: { name: '授信申请表.png', bytes: png() },
    notFound: GatewayCode.APPLICATION_NOT_FOUND,
  }),
};

const materials = new WeakMap<AccessWorld, Promise<string>>();

/** A file of the owner's attached to the world's application as its material (made once, by an admitted class). */
function attachedMaterial(w: AccessWorld): Promise<string> {
  let made = materials.get(w);
  if (!made) {
    made = w.freshFile().then(async (path) => {
      await w.h.database.db
        .updateTable('stored_file')
        .set({
          attached_at: new Date(),
          attached_purpose: 'loan_application',
          attached_ref: `loan_application:${w.applicationId}`,
        })
        .where('path', '=', path)
        .execute();
      return path;
    });
    materials.set(w, made);
  }
  return made;
}

/** A throwaway application of the owner's that the handling institution has viewed (11). */
async function viewedApplication(w: AccessWorld): Promise<number> {
  const id = await w.freshApplication();
  await driveTo(w.h, id, [11]);
  return id;
}

const offers = new WeakMap<AccessWorld, Promise<number>>();

/** An active offer of the handling institution on a need of the owner's (need_offer is no business table). */
function handlingOrgOffer(w: AccessWorld, needId: number): Promise<number> {
  return insertActiveOffer(w.h.database.db, {
    needId,
    orgId: w.handlingOrgId,
    amountMin: 100,
    amountMax: 200,
    at: w.h.clock.now(),
  });
}

/** The handling institution's offer on the world's need (made once). */
function worldOffer(w: AccessWorld): Promise<number> {
  let made = offers.get(w);
  if (!made) {
    made = handlingOrgOffer(w, w.needId);
    offers.set(w, made);
  }
  return made;
}

import crypto from 'node:crypto';
import { REGISTRY_FIXTURE } from '../../../apps/gateway/src/seed/registry/registry-fixtures.ts';
import { insertActiveOffer } from '../../support/need-offer-rows.ts';
import { freshMobile } from '../support/accounts-platform.ts';
import { type AccessWorld, APPLICATION_INPUT, NEED_INPUT, ORG_PRODUCT_INPUT } from './fixture-world.ts';

/**
 * One sample call per root field: the variables it is sent with (arguments left out are not sent), valid for the
 * classes the row lets through. It runs before each class's call: `passes` says whether the table lets that class
 * through, so a row that changes something (withdraw, claim, remove) gives such a class a throwaway resource of its
 * own and every other class the world's standing one, which the matrix then checks is unchanged.
 */
export type Sample = (
  world: AccessWorld,
  passes: boolean,
) => Record<string, unknown> | Promise<Record<string, unknown>>;

/** Selections other than the least one (graph-operations.ts) where that one would not tell `ok` from `empty`. */
export const GRAPH_SELECTIONS: Readonly<Record<string, string>> = {
  'Mutation.markMessagesRead': '{ updated unreadCount }',
  'Query.dataAuthorisation': '{ inForce authorisations { __typename } lastRevocation { __typename } }',
};

const none: Sample = () => ({});
const BAD_CAPTCHA = 'not-a-captcha-token-0000000000000000';

/** The id at `path` of a visitor's answer to `query` (a seeded policy, article, protocol …). */
async function firstId(world: AccessWorld, query: string, pick: (data: Record<string, unknown>) => unknown) {
  const body = await world.send('visitor', query);
  const id = body.data ? pick(body.data) : undefined;
  if (typeof id !== 'string') throw new Error(`no id from ${query}: ${JSON.stringify(body)}`);
  return id;
}
const records = (data: Record<string, unknown>, field: string) =>
  (data[field] as { records: Array<{ id: string }> }).records[0]?.id;

export const GRAPH_SAMPLES: Readonly<Record<string, Sample>> = {
  'Query.ok': none,
  'Query.lookups': none,
  'Query.siteConfig': none,
  'Query.captcha': none,
  'Query.me': none,
  'Query.myCompanies': none,
  'Query.protocols': none,
  'Query.protocol': async (world) => ({
    id: await firstId(world, '{ protocols { id } }', (data) => (data.protocols as Array<{ id: string }>)[0]?.id),
  }),
  'Query.myApplications': none,
  'Query.myNeeds': none,
  'Query.loanApplication': (world) => ({ id: world.applicationId }),
  'Query.applyMethod': (world) => ({ productId: world.productId }),
  'Query.addressDivisions': () => ({ level: 1 }),
  'Query.canteenUser': none,
  'Query.products': none,
  'Query.product': (world) => ({ id: world.productId }),
  'Query.topProducts': none,
  'Query.institutions': none,
  'Query.institution': (world) => ({ id: world.orgId }),
  'Query.companySearch': () => ({ name: '示例' }),
  'Query.policies': none,
  'Query.policy': async (world) => ({
    id: await firstId(world, '{ policies { records { id } } }', (data) => records(data, 'policies')),
  }),
  'Query.policyDepartments': none,
  'Query.newsArticles': none,
  'Query.newsArticle': async (world) => ({
    id: await firstId(world, '{ newsArticles { records { id } } }', (data) => records(data, 'newsArticles')),
  }),
  'Query.regionalFinanceArticles': none,
  'Query.regionalFinanceArticle': async (world) => ({
    id: await firstId(world, '{ regionalFinanceArticles { records { id } } }', (data) =>
      records(data, 'regionalFinanceArticles'),
    ),
  }),
  'Query.compensationArticles': none,
  'Query.reloanPolicyArticles': none,
  'Query.govDashboard': none,
  'Query.dataAuthorisation': none,
  'Query.dataAuthorisationLedger': none,
  'Query.quotaQuestionnaire': none,
  'Query.latestQuotaEstimate': none,
  'Query.quotaProducts': none,
  'Query.preCredit': none,
  'Query.creditSummary': none,
  'Query.equityCompanyStages': none,
  'Query.filePrefix': none,
  'Query.verification': none,
  'Query.faceResult': () => ({ certToken: 'unknown-cert-token-00000000' }),
  'Query.importDetail': none,
  'Query.institutionIcons': none,
  'Query.institutionCounts': none,
  'Query.messages': none,
  'Query.unreadMessageCount': none,
  'Query.weChatBinding': none,
  'Query.postalProducts': none,
  'Query.referralOptions': (world) => ({ applicationId: world.applicationId }),
  'Query.financingFigures': none,
  'Query.enterpriseFigures': none,
  'Query.lenderRanking': none,
  'Query.successCases': none,
  'Query.districtFigures': none,
  'Query.orgProducts': none,
  'Query.orgPreCredits': none,
  'Query.staffMe': none,
  'Query.orgApplications': none,
  'Query.orgApplication': (world) => ({ id: world.applicationId }),
  'Query.openNeeds': none,
  'Query.responseTimes': none,
  'Query.escalations': none,
  'Query.productZone': () => ({ key: 'million' }),
  'Query.productClasses': none,
  'Query.productClass': async (world) => ({
    id: await firstId(
      world,
      '{ productClasses { id } }',
      (data) => (data.productClasses as Array<{ id: string }>)[0]?.id,
    ),
  }),
  'Query.relatedProducts': (world) => ({ productIds: [world.productId] }),
  'Query.industryProducts': () => ({ code: 'biomedicine' }),

  'Mutation.noop': none,
  'Mutation.checkCaptcha': () => ({ key: 'unknown-captcha-key', x: 10, y: 10 }),
  'Mutation.sendSmsCode': () => ({ input: { mobile: freshMobile(), captchaToken: BAD_CAPTCHA, method: 'LOGIN' } }),
  'Mutation.register': () => ({
    input: { mobile: freshMobile(), password: 'Passw0rd2026', smsCode: '000000', isAgree: true },
  }),
  'Mutation.loginBySms': () => ({ input: { mobile: freshMobile(), code: '000000', isAgree: true } }),
  'Mutation.loginByPassword': () => ({
    input: { mobile: freshMobile(), password: 'Passw0rd2026', captchaToken: BAD_CAPTCHA, isAgree: true },
  }),
  'Mutation.loginWithCompany': (world) => ({ companyId: world.ownerCompanyId }),
  // The owner's own company: switching to it changes nothing.
  'Mutation.switchCompany': (world) => ({ companyId: world.ownerCompanyId }),
  'Mutation.logout': none,
  'Mutation.resetPasswordCheck': () => ({ mobile: freshMobile(), code: '000000' }),
  'Mutation.resetPassword': () => ({
    input: { mobile: freshMobile(), validCode: 'not-a-valid-code', password: 'Passw0rd2026' },
  }),
  // A wrong old password: nobody's password changes.
  'Mutation.modifyPassword': () => ({ oldPassword: 'Wrong0ld2026', newPassword: 'Passw0rd2027' }),
  'Mutation.resetMobile': () => ({ input: { mobile: freshMobile(), code: '000000', password: 'Passw0rd2026' } }),
  'Mutation.saveProtocolRead': async (world) => ({
    protocolIds: [
      await firstId(world, '{ protocols { id } }', (data) => (data.protocols as Array<{ id: string }>)[0]?.id),
    ],
  }),
  'Mutation.applyForProduct': (world) => ({
    input: APPLICATION_INPUT(world.productId, world.platform.clock.now().getTime()),
  }),
  'Mutation.publishNeed': () => ({ input: NEED_INPUT() }),
  'Mutation.withdrawApplication': async (world, passes) => ({
    id: passes ? await world.freshApplication() : world.applicationId,
  }),
  'Mutation.canteenLogin': none,
  'Mutation.canteenLogout': none,
  // A registry code under another name: refused after the session check, nothing added.
  'Mutation.addCompany': () => ({
    input: { companyName: '不存在的矩阵测试有限公司', uniformCode: REGISTRY_FIXTURE.distinctiveTwin.uniformCode },
  }),
  'Mutation.setCompanyName': (world) => ({ companyId: world.ownerCompanyId }),
  // Refused while an institution handles the owner's applications: nothing revoked.
  'Mutation.cancelDataAuthorisation': (world) => ({ reason: '矩阵测试', documentPaths: [world.ownerFilePath] }),
  'Mutation.estimateQuota': () => ({
    answers: { revenueBand: 2, taxRating: 'B', employeesBand: 2, yearsBand: 2, existingLoansBand: 1, collateral: 1 },
  }),
  'Mutation.applyForEquity': () => ({
    input: {
      amount: 100,
      sharePercent: 5,
      useOfFunds: '研发投入',
      companyStage: 1,
      contactName: '李四',
      contactMobile: '13912345678',
      idempotencyKey: `access-matrix-equity-${crypto.randomUUID()}`,
    },
  }),
  'Mutation.deleteFiles': async (world, passes) => ({
    paths: [passes ? await world.freshFile() : world.ownerFilePath],
  }),
  // The registry's legal representative is someone else: refused, nothing confirmed.
  'Mutation.confirmLegalPerson': () => ({
    input: { name: '不是法人', idNumber: '11010519491231002X', faceConsent: true },
  }),
  'Mutation.startFaceCheck': () => ({ userCode: 'unknown-user-code' }),
  'Mutation.faceRedirect': () => ({ key: 'unknown-face-key' }),
  'Mutation.loginByInvitation': () => ({ token: 'unknown-invitation-token' }),
  'Mutation.markInvitationSeen': none,
  'Mutation.markMessagesRead': () => ({ all: true }),
  'Mutation.startProvincialLogin': none,
  'Mutation.provincialLogin': () => ({ code: 'unknown-code', state: 'unknown-state' }),
  'Mutation.startWeChatLogin': none,
  'Mutation.weChatLogin': () => ({ appId: 'wx-unknown', code: 'unknown-code', state: 'unknown-state' }),
  'Mutation.cancelWeChatBinding': none,
  'Mutation.consentToReferral': (world) => ({ applicationId: world.applicationId, productId: world.productId }),
  'Mutation.resolveShortLink': () => ({ key: 'zzzzzz' }),
  'Mutation.trackEvents': () => ({
    events: [{ pageUrl: '/#/products', pageName: '金融产品', eventType: 'VISIT' }],
  }),
  'Mutation.createOrgProduct': () => ({ input: ORG_PRODUCT_INPUT() }),
  'Mutation.updateOrgProduct': async (world, passes) => ({
    id: passes ? await world.freshOrgProduct() : world.orgProductId,
    input: ORG_PRODUCT_INPUT(),
  }),
  'Mutation.removeOrgProduct': async (world, passes) => ({
    id: passes ? await world.freshOrgProduct() : world.orgProductId,
  }),
  'Mutation.grantPreCredit': () => ({
    input: {
      uniformCode: REGISTRY_FIXTURE.demoCertified.uniformCode,
      amount: 50,
      validUntil: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
    },
  }),
  'Mutation.importPreCredits': () => ({
    csv: `uniformCode,amount,validUntil\n${REGISTRY_FIXTURE.demoCertified.uniformCode},60,${new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10)}\n`,
  }),
  'Mutation.staffLogin': () => ({ input: { username: 'nobody', password: 'Wrong-2026', captchaToken: BAD_CAPTCHA } }),
  'Mutation.staffConfirmCode': () => ({ ticket: 'unknown-ticket', code: '000000' }),
  'Mutation.staffLogout': none,
  // A fresh application of the owner's to org01, opened (status 11 from 1): the institution's own first move.
  'Mutation.transitionApplication': async (world, passes) => ({
    input: { id: passes ? await world.freshApplication() : world.applicationId, toStatus: 11 },
  }),
  'Mutation.claimNeed': async (world, passes) => ({ id: passes ? await world.freshNeed() : world.needId }),
  'Mutation.signUpForFutures': () => ({ name: '李四', mobile: freshMobile() }),
  // Decision desk, slice profile (issue 20)
  'Query.orgCompanyProfile': (world) => ({ applicationId: world.applicationId }),
  'Query.orgCompanyGovData': (world) => ({ applicationId: world.applicationId }),
  'Mutation.refreshOrgCompanyGovData': (world) => ({ applicationId: world.applicationId }),
  // Issue 20, deskview
  'Query.orgDeskAuthorisation': (world) => ({ id: world.applicationId }),
  'Query.orgMaterials': (world) => ({ id: world.applicationId }),
  'Query.orgMaterialSetting': none,
  'Mutation.updateOrgMaterialSetting': () => ({ staffMayDownload: false }),
  // Issue 20, slice supplement: a request on a fresh application the institution has viewed.
  'Query.orgSupplements': (world) => ({ id: world.applicationId }),
  'Query.loanSupplements': (world) => ({ id: world.applicationId }),
  'Mutation.requestSupplement': async (world, passes) => ({
    input: {
      id: passes ? await viewedApplication(world) : world.applicationId,
      content: '请补充近三个月银行流水',
      replyBy: new Date(world.platform.clock.now().getTime() + 32 * 3_600_000).toISOString().slice(0, 10),
    },
  }),
  'Mutation.declineForMissingMaterials': (world) => ({ id: world.applicationId }),
  'Mutation.answerSupplement': (world) => ({ input: { id: world.applicationId, content: '已补充' } }),
  // Issue 20, slice threads
  'Query.applicationThread': (world) => ({ applicationId: world.applicationId }),
  'Query.unreadThreads': none,
  'Query.orgApplicationThread': (world) => ({ applicationId: world.applicationId }),
  'Query.govInstitutionDrillDown': (world) => ({ institutionId: world.orgId }),
  'Mutation.sendThreadMessage': (world) => ({ applicationId: world.applicationId, body: '请问审批进度如何？' }),
  'Mutation.sendOrgThreadMessage': (world) => ({
    applicationId: world.applicationId,
    body: '请补充近三个月的银行流水。',
  }),
  // Issue 20, slice assign.
  'Query.orgQueueSearch': none,
  // Issue 21, the audit log.
  'Query.staffAuditLog': none,
  'Query.orgAssignees': none,
  'Query.orgApplicationNotes': (world) => ({ applicationId: world.applicationId }),
  'Mutation.claimApplication': async (world, passes) => ({
    id: passes ? await world.freshApplication() : world.applicationId,
  }),
  'Mutation.reassignApplication': async (world) => {
    const people = await world.send('orgAdmin', '{ orgAssignees { id } }');
    const managerId = (people.data?.orgAssignees as Array<{ id: string }> | undefined)?.[0]?.id;
    return { id: world.applicationId, managerId };
  },
  'Mutation.addApplicationNote': (world) => ({ applicationId: world.applicationId, body: '访问矩阵备注' }),
  // Issue 22, slice offers: org01's offer on the standing need; fresh ones on fresh needs for what changes them.
  'Query.needOffers': (world) => ({ needId: world.needId }),
  'Query.orgNeedOffers': none,
  'Query.orgNeedOffer': async (world) => ({ id: await worldOffer(world) }),
  'Mutation.sendNeedOffer': (world) => ({
    input: {
      needId: world.needId,
      amountMin: 50,
      amountMax: 80,
      rateMin: 3.5,
      rateMax: 4,
      termMonths: 12,
      validUntil: '2000-01-01',
    },
  }),
  'Mutation.withdrawNeedOffer': async (world, passes) => ({
    id: passes ? await org01Offer(world, await world.freshNeed()) : await worldOffer(world),
  }),
  'Mutation.acceptNeedOffer': async (world, passes) => ({
    id: passes ? await org01Offer(world, await world.freshNeed()) : await worldOffer(world),
  }),
  // Issue 22, slice policies.
  'Query.policyMatches': none,
  'Query.policyMatch': async (world) => ({
    policyId: await firstId(world, '{ policies { records { id } } }', (data) => records(data, 'policies')),
  }),
  // Issue 22, slice subsidy: the standing application (not lent) and a claim id nobody has.
  'Query.subsidyPrefill': (world) => ({ applicationId: world.applicationId }),
  'Query.mySubsidyClaims': none,
  'Query.subsidyClaim': () => ({ id: '2000000' }),
  'Query.govSubsidyClaims': none,
  'Query.govSubsidyClaim': () => ({ id: '2000000' }),
  'Query.govSubsidyFigures': none,
  'Mutation.fileSubsidyClaim': (world) => ({
    applicationId: world.applicationId,
    programmeId: '1',
    filePaths: [world.ownerFilePath],
  }),
  'Mutation.resubmitSubsidyClaim': () => ({ id: '2000000' }),
  'Mutation.approveSubsidyClaim': () => ({ id: '2000000' }),
  'Mutation.returnSubsidyClaim': () => ({ id: '2000000', reason: '材料不全' }),
  // Issue 22, slice live.
  'Subscription.applicationChanged': (world) => ({ id: world.applicationId }),
  'Subscription.myMessagesChanged': none,
  'Subscription.myEventsChanged': none,
  'Subscription.orgQueueChanged': none,
  'Subscription.govDashboardChanged': none,
};

const worldOffers = new WeakMap<AccessWorld, Promise<string>>();

/** An active offer of org01 on a need of the owner's, written straight to the database (need_offer). */
async function org01Offer(world: AccessWorld, needId: string): Promise<string> {
  const id = await insertActiveOffer(world.platform.database.db, {
    needId: Number(needId),
    orgId: Number(world.orgId),
    amountMin: 50,
    amountMax: 80,
    at: world.platform.clock.now(),
  });
  return String(id);
}

/** org01's offer on the world's standing need (made once). */
function worldOffer(world: AccessWorld): Promise<string> {
  let made = worldOffers.get(world);
  if (!made) {
    made = org01Offer(world, world.needId);
    worldOffers.set(world, made);
  }
  return made;
}

/** A throwaway application of the owner's, opened (1 → 11) by the handling institution's administrator. */
async function viewedApplication(world: AccessWorld): Promise<string> {
  const id = await world.freshApplication();
  const moved = await world.send(
    'orgAdmin',
    'mutation($input: TransitionInput!) { transitionApplication(input: $input) { id } }',
    {
      input: { id, toStatus: 11 },
    },
  );
  if (moved.errors) throw new Error(`open ${id}: ${JSON.stringify(moved.errors)}`);
  return id;
}

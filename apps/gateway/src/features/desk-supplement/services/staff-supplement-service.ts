import { beijingDay } from '@sme/contract/beijing-time';
import { GatewayCode } from '@sme/contract/codes';
import {
  type OrgSupplementsRecord,
  SUPPLEMENT_MESSAGES,
  type SupplementRecord,
} from '@sme/contract/routes/desk-supplement';
import { hasAuthorisationInForce } from '#features/accounts/stores/authorisation-store.ts';
import { APPLICATION_ERRORS } from '#features/applications/domain/application-messages.ts';
import { applicationNotFound } from '#features/applications/services/application-not-found.ts';
import { logInstitutionAccess } from '#features/applications/services/institution-access.ts';
import { transitionApplication } from '#features/applications/services/transition-service.ts';
import { noticeSms } from '#features/messages/domain/message-text.ts';
import { sendNoticeSms } from '#features/messages/services/notice-service.ts';
import { insertMessage } from '#features/messages/stores/message-store.ts';
import type { WorkbenchContext } from '#features/workbench/context.ts';
import { institutionOf, type StaffContext } from '#features/workbench/services/staff-guard.ts';
import { ApiError } from '#http/api-error.ts';
import {
  declineStatusOf,
  defaultDeclineReason,
  isSupplementOpenStatus,
  MISSING_MATERIALS_FAILURE_TYPE,
  replyByIssue,
  supplementNotice,
} from '../domain/supplement-rules.ts';
import {
  clearAnsweredMarker,
  findSupplementApplication,
  findSupplementNoticeTarget,
  insertSupplement,
  lockOpenSupplement,
  lockSupplementApplication,
  resumeClock,
} from '../stores/supplement-store.ts';
import { readRounds } from './supplement-rounds.ts';

const refused = (message: string) => new ApiError(GatewayCode.SUPPLEMENT_REFUSED, message);

/**
 * POST /loan/org/supplement/list: the rounds of an application of the institution (any for the operator); another
 * institution's answers as an unknown id. Institution staff opening them clears the queue's 有补件 marker. Without an
 * authorisation in force the enterprise's answers (its data) are withheld from the institution.
 */
export async function orgSupplements(
  ctx: WorkbenchContext,
  staff: StaffContext,
  id: number,
): Promise<OrgSupplementsRecord> {
  const { db, clock } = ctx.accounts;
  const app = await findSupplementApplication(db, id, { orgId: staff.orgId });
  if (!app) throw applicationNotFound();
  const now = clock.now();
  const institution = staff.orgId !== null;
  const inForce = await hasAuthorisationInForce(db, app.company_id, now);
  const withhold = institution && !inForce;
  const rounds = await readRounds(db, app, { today: beijingDay(now), forStaff: true, withhold });
  if (institution) await clearAnsweredMarker(db, id);
  const open = rounds.some((round: SupplementRecord) => round.state === 'open');
  return {
    rounds,
    canRequest: institution && inForce && isSupplementOpenStatus(app.loan_status) && !open,
    declinable: institution && rounds.some((round) => round.overdue),
    restricted: withhold,
  };
}

/**
 * POST /loan/org/supplement/request: a new round on an application the institution is deciding (viewed or
 * accepted), one open round at a time, while the company's authorisation is in force. The response-time clock
 * pauses; the enterprise gets a message in the same transaction and an SMS notice after the commit.
 */
export async function requestSupplement(
  ctx: WorkbenchContext,
  staff: StaffContext,
  params: { id: number; content: string; replyBy: string },
): Promise<OrgSupplementsRecord> {
  const orgId = institutionOf(staff, SUPPLEMENT_MESSAGES.institutionOnly);
  const { db, clock } = ctx.accounts;
  const now = clock.now();
  const sms = await db.transaction().execute(async (trx) => {
    const app = await lockSupplementApplication(trx, params.id, { orgId });
    if (!app) throw applicationNotFound();
    if (!(await hasAuthorisationInForce(trx, app.company_id, now))) {
      throw new ApiError(GatewayCode.AUTHORISATION_NOT_IN_FORCE, APPLICATION_ERRORS.authorisationNotInForce);
    }
    if (!isSupplementOpenStatus(app.loan_status)) throw refused(SUPPLEMENT_MESSAGES.notRequestable);
    if (await lockOpenSupplement(trx, app.id)) throw refused(SUPPLEMENT_MESSAGES.alreadyOpen);
    const issue = replyByIssue(params.replyBy, beijingDay(now));
    if (issue === 'past') throw ApiError.badParams(SUPPLEMENT_MESSAGES.replyByPast);
    if (issue === 'tooLate') throw ApiError.badParams(SUPPLEMENT_MESSAGES.replyByTooLate);
    await insertSupplement(trx, { applicationId: app.id, orgId, ...params, staffId: staff.staffId, at: now });
    const target = await findSupplementNoticeTarget(trx, app.id);
    const notice = supplementNotice({
      productName: target.product_name,
      orgName: target.org_name,
      content: params.content,
      replyBy: params.replyBy,
    });
    await insertMessage(trx, { companyId: app.company_id, applicationId: app.id, ...notice, at: now });
    return {
      mobile: target.contact_mobile ?? target.applicant_mobile,
      text: noticeSms({ ...notice, body: notice.smsBody }),
    };
  });
  await sendNoticeSms(ctx.accounts.sms, sms, now);
  return orgSupplements(ctx, staff, params.id);
}

/**
 * POST /loan/org/supplement/decline: the open round is past its date without an answer, so the institution ends the
 * application with failure type 2 (资料不全) — not accepted (5) from viewed, credit refused (7) from accepted —
 * through the one writer of loan_status. The other failures stay with /loan/org/transition, unchanged.
 */
export async function declineForMissingMaterials(
  ctx: WorkbenchContext,
  staff: StaffContext,
  params: { id: number; failureReason?: string | undefined },
) {
  const orgId = institutionOf(staff, SUPPLEMENT_MESSAGES.institutionOnly);
  const { db, clock } = ctx.accounts;
  const now = clock.now();
  const app = await findSupplementApplication(db, params.id, { orgId });
  if (!app) throw applicationNotFound();
  const to = declineStatusOf(app.loan_status);
  const open = await lockOpenSupplement(db, app.id);
  if (to === null || !open || open.reply_by >= beijingDay(now)) throw refused(SUPPLEMENT_MESSAGES.declineNotDue);
  return transitionApplication(db, {
    applicationId: app.id,
    to,
    actor: 'institution',
    actorId: staff.staffId,
    companyId: null,
    scopeOrgId: orgId,
    failureType: MISSING_MATERIALS_FAILURE_TYPE,
    failureReason: params.failureReason ?? defaultDeclineReason(open.content, open.reply_by),
    now,
    afterMove: async (trx, move) => {
      // Answered meanwhile: the decline is rolled back.
      const still = await lockOpenSupplement(trx, move.applicationId);
      if (!still || still.id !== open.id) throw refused(SUPPLEMENT_MESSAGES.declineNotDue);
      await resumeClock(trx, move.applicationId, now, false);
      await logInstitutionAccess(trx, move);
    },
    sms: ctx.accounts.sms,
  });
}

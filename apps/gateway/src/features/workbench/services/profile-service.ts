import { beijingDay } from '@sme/contract/beijing-time';
import { GatewayCode } from '@sme/contract/codes';
import type { CompanyProfileRecord, GovDataPackRecord, GovDataRecord } from '@sme/contract/routes/desk-profile';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { recordDataAccess } from '#features/accounts/stores/data-access-store.ts';
import { applicationNotFound } from '#features/applications/services/application-not-found.ts';
import { preCreditRecord } from '#features/estimates/estimate-records.ts';
import { creditSummary } from '#features/estimates/services/credit-summary-service.ts';
import { findCompanyFacts } from '#features/estimates/stores/company-facts-store.ts';
import { authorisationInForceUntil } from '#features/estimates/stores/credit-summary-store.ts';
import { listPreCredits } from '#features/estimates/stores/pre-credit-store.ts';
import { ApiError } from '#http/api-error.ts';
import { logger } from '#http/logger.ts';
import { GovDataNotConfiguredError, type GovDataService } from '#outside/govdata/gov-data-service.ts';
import { maskPersonName } from '#shared/mask.ts';
import type { WorkbenchContext } from '../context.ts';
import { RESTRICTION_MESSAGES } from '../domain/data-restriction.ts';
import {
  INDIVIDUAL_BUSINESS,
  legalPersonShownWhole,
  PROFILE_LEDGER_PURPOSES,
  PROFILE_MESSAGES,
} from '../domain/profile-rules.ts';
import { WORKBENCH_MESSAGES } from '../domain/workbench-messages.ts';
import { findGovDataPack, keepGovDataPack } from '../stores/gov-data-pack-store.ts';
import {
  companyCertification,
  companyHistoryWithOrg,
  findDeskApplication,
  findRegistryFigures,
} from '../stores/profile-store.ts';
import type { StaffContext } from './staff-guard.ts';

type DeskApplication = NonNullable<Awaited<ReturnType<typeof findDeskApplication>>>;

/**
 * The application of the staff member's institution whose company data may be read now, inside `trx`: another
 * institution's (or an unknown id) answers as unknown; a withdrawn one, or one of a company with no authorisation in
 * force, is refused with the reason. The operator and the government viewer read no company data here.
 */
async function readableApplication(trx: Kysely<DB>, staff: StaffContext, id: number, now: Date) {
  if (staff.orgId === null) throw new ApiError(GatewayCode.ROLE_REFUSED, WORKBENCH_MESSAGES.roleRefused);
  const application = await findDeskApplication(trx, id, staff.orgId);
  if (!application) throw applicationNotFound();
  if (application.loan_status === 10) {
    throw new ApiError(GatewayCode.AUTHORISATION_NOT_IN_FORCE, RESTRICTION_MESSAGES.withdrawn);
  }
  const until = await authorisationInForceUntil(trx, application.company_id, now);
  if (!until) throw new ApiError(GatewayCode.AUTHORISATION_NOT_IN_FORCE, RESTRICTION_MESSAGES.authorisation_ended);
  return { application, orgId: staff.orgId, until };
}

function subjectOf(application: DeskApplication): string {
  return application.source === 1 && application.product_name ? `融资申请「${application.product_name}」` : '融资需求';
}

/** 注册资本 as the desk shows it: 1,250万元 (whole 万元 without decimals), or null when not recorded. */
function capitalText(wan: string | null): string | null {
  if (wan === null) return null;
  return `${Number(wan).toLocaleString('en-US', { maximumFractionDigits: 2 })}万元`;
}

/** POST /loan/org/company/profile: the company of the application, as the registry and the platform know it. */
export async function companyProfile(
  ctx: WorkbenchContext,
  staff: StaffContext,
  id: number,
): Promise<CompanyProfileRecord> {
  const now = ctx.accounts.clock.now();
  return ctx.accounts.db.transaction().execute(async (trx) => {
    const { application, orgId, until } = await readableApplication(trx, staff, id, now);
    const companyId = application.company_id;
    const [facts, certification, preCredits, summary, history] = await Promise.all([
      findCompanyFacts(trx, companyId),
      companyCertification(trx, companyId),
      listPreCredits(trx, companyId),
      creditSummary(trx, companyId, now),
      companyHistoryWithOrg(trx, companyId, orgId),
    ]);
    await recordDataAccess(trx, {
      companyId,
      orgId,
      purpose: PROFILE_LEDGER_PURPOSES.profile(subjectOf(application)),
      at: now,
    });
    const registry = facts?.registry ?? null;
    const figures = facts ? await findRegistryFigures(trx, facts.uniformCode) : undefined;
    const legalPerson = registry?.legalPerson ?? facts?.legalPerson ?? '';
    const whole = legalPersonShownWhole(application.loan_status);
    const shownLegalPerson = whole ? legalPerson : maskPersonName(legalPerson);
    const today = beijingDay(now);
    return {
      applicationId: application.id,
      companyName: facts?.companyName ?? '',
      uniformCode: facts?.uniformCode ?? '',
      legalPerson: shownLegalPerson,
      legalPersonMasked: !whole,
      registeredCapital: capitalText(figures?.registered_capital_wan ?? null),
      industry: figures?.industry ?? null,
      registry: registry && {
        registrationNumber: registry.registrationNumber,
        entityType: registry.entityType,
        individualBusiness: registry.entityType === INDIVIDUAL_BUSINESS,
        status: registry.status,
        establishedOn: registry.establishedOn,
        district: registry.district,
        street: registry.street,
      },
      certification: {
        certified: certification.certified,
        certifiedAt: certification.certifiedAt?.toISOString() ?? null,
      },
      preCredits: preCredits
        .filter((row) => row.orgId === orgId)
        .map((row) => preCreditRecord(row, today))
        .map((limit) => ({
          id: limit.id,
          productName: limit.productName,
          amount: limit.amount,
          validFrom: limit.validFrom,
          validUntil: limit.validUntil,
          status: limit.status,
        })),
      creditSummary: { ...summary, legalPerson: shownLegalPerson },
      history: history.map((row) => ({
        id: row.id,
        source: row.source,
        productName: row.product_name,
        applyAmount: row.apply_amount === null ? null : Number(row.apply_amount),
        loanStatus: row.loan_status,
        createTime: new Date(row.created_at).toISOString(),
      })),
      authorisationUntil: until.toISOString(),
      readAt: now.toISOString(),
    };
  });
}

/**
 * POST /loan/org/company/govdata: the pack the institution fetched for the company, fetched now when it has none or
 * `refresh` asks. Without a configured service the answer says so (not an error: the desk shows the sentence).
 */
export async function companyGovData(
  ctx: WorkbenchContext,
  govData: GovDataService,
  staff: StaffContext,
  request: { id: number; refresh: boolean },
): Promise<GovDataRecord> {
  const { db, clock } = ctx.accounts;
  const now = clock.now();
  const { application, orgId } = await readableApplication(db, staff, request.id, now);
  if (!govData.configured) {
    return { configured: false, message: PROFILE_MESSAGES.govDataNotConfigured, fetchedAt: null, pack: null };
  }
  const companyId = application.company_id;
  const subject = subjectOf(application);
  if (!request.refresh) {
    const kept = await db.transaction().execute(async (trx) => {
      const row = await findGovDataPack(trx, companyId, orgId);
      if (!row) return null;
      await recordDataAccess(trx, { companyId, orgId, purpose: PROFILE_LEDGER_PURPOSES.govDataRead(subject), at: now });
      return packRecord(row.pack as GovDataPackRecord | null, new Date(row.fetched_at));
    });
    if (kept) return kept;
  }
  const uniformCode = (await findCompanyFacts(db, companyId))?.uniformCode ?? '';
  const pack = await govData.fetchPack(uniformCode).catch((error: unknown) => {
    if (error instanceof GovDataNotConfiguredError) throw error;
    logger.warn({ at: 'govdata', event: 'fetch-failed', problem: (error as Error).message });
    throw new ApiError(GatewayCode.SERVICE_FAILED, PROFILE_MESSAGES.govDataUnavailable);
  });
  const fetchedAt = clock.now();
  return db.transaction().execute(async (trx) => {
    // The consent is checked again where the fetch is recorded: a revocation meanwhile keeps nothing.
    await readableApplication(trx, staff, request.id, fetchedAt);
    await keepGovDataPack(trx, { companyId, orgId, pack, fetchedAt });
    await recordDataAccess(trx, {
      companyId,
      orgId,
      purpose: PROFILE_LEDGER_PURPOSES.govDataFetched(subject),
      at: fetchedAt,
    });
    return packRecord(pack, fetchedAt);
  });
}

function packRecord(pack: GovDataPackRecord | null, fetchedAt: Date): GovDataRecord {
  return { configured: true, message: null, fetchedAt: fetchedAt.toISOString(), pack };
}

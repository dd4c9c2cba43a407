import { beijingDay } from '@sme/contract/beijing-time';
import { GatewayCode } from '@sme/contract/codes';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { listProducts } from '#features/catalog/stores/product-store.ts';
import { ApiError } from '#http/api-error.ts';
import { ESTIMATE_ERRORS } from '../domain/estimate-messages.ts';
import type { QuestionnaireAnswers } from '../domain/questionnaire.ts';
import { CompanyNotOperatingError, estimateQuota } from '../domain/quota-formula.ts';
import { estimateRecord, questionnaireRecord } from '../estimate-records.ts';
import { findCompanyFacts } from '../stores/company-facts-store.ts';
import { insertEstimate, latestEstimate } from '../stores/estimate-store.ts';
import { findQuestionnaire, saveQuestionnaire } from '../stores/questionnaire-store.ts';

export interface CompanyMember {
  userId: number;
  companyId: number;
}

/** Spends one estimate of the company's budget inside the estimating transaction (throws -1029 when used up). */
export type EstimateBudget = (trx: Kysely<DB>, companyId: number) => Promise<void>;

export async function submitQuestionnaire(
  db: Kysely<DB>,
  member: CompanyMember,
  answers: QuestionnaireAnswers,
  now: Date,
) {
  await saveQuestionnaire(db, member.companyId, member.userId, answers, now);
  return questionnaireRecord(await findQuestionnaire(db, member.companyId));
}

export async function questionnaireDetail(db: Kysely<DB>, companyId: number | null) {
  return questionnaireRecord(companyId === null ? null : await findQuestionnaire(db, companyId));
}

/**
 * The one-click estimate of the member's company from its registry facts and its latest questionnaire; stored, so
 * the matching products follow the estimate the company last saw.
 */
export async function makeEstimate(db: Kysely<DB>, member: CompanyMember, now: Date, budget: EstimateBudget) {
  const answers = await findQuestionnaire(db, member.companyId);
  if (!answers) throw new ApiError(GatewayCode.QUESTIONNAIRE_MISSING, ESTIMATE_ERRORS.questionnaireMissing);
  const facts = await findCompanyFacts(db, member.companyId);
  const registry = facts?.registry
    ? {
        entityType: facts.registry.entityType,
        status: facts.registry.status,
        establishedOn: facts.registry.establishedOn,
      }
    : null;
  let estimate: ReturnType<typeof estimateQuota>;
  try {
    estimate = estimateQuota(answers, registry, beijingDay(now));
  } catch (error) {
    if (error instanceof CompanyNotOperatingError) throw new ApiError(GatewayCode.COMPANY_NOT_OPERATING, error.message);
    throw error;
  }
  const id = await db.transaction().execute(async (trx) => {
    await budget(trx, member.companyId);
    return insertEstimate(trx, member, estimate, now);
  });
  return estimateRecord({ id, ...estimate, createdAt: now });
}

/** The company's latest estimate, or null before its first. */
export async function latestEstimateOf(db: Kysely<DB>, companyId: number | null) {
  if (companyId === null) return null;
  const estimate = await latestEstimate(db, companyId);
  return estimate ? estimateRecord(estimate) : null;
}

/**
 * Products whose amount range overlaps the latest estimate's (a product without a ceiling or floor overlaps on that
 * side), as the 金融超市 lists them; -8021 before the company's first estimate.
 */
export async function estimateProducts(
  db: Kysely<DB>,
  companyId: number | null,
  page: { pageNum: number; pageSize: number },
) {
  const estimate = companyId === null ? null : await latestEstimate(db, companyId);
  if (!estimate) throw new ApiError(GatewayCode.ESTIMATE_MISSING, ESTIMATE_ERRORS.estimateMissing);
  const products = await listProducts(db, { ...page, minAmount: estimate.low, maxAmount: estimate.high });
  return { estimate: estimateRecord(estimate), products };
}

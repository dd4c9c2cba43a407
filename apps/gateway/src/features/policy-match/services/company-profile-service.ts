import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { choiceOf, EXISTING_LOAN_BANDS } from '#features/estimates/domain/questionnaire.ts';
import { findCompanyFacts } from '#features/estimates/stores/company-facts-store.ts';
import { findQuestionnaire } from '#features/estimates/stores/questionnaire-store.ts';
import { type CompanyProfile, sizeFromQuestionnaire } from '../domain/company-profile.ts';

/**
 * The company as policies are matched against it: the registry's facts for its credit code, and what it answered in
 * the one-click estimate's questionnaire. The questionnaire does not ask about green projects, so that fact stays
 * unknown (待核实); a declared 现有贷款余额 of 无 counts as a first loan (docs/decisions.md 2026-11-27).
 */
export async function companyProfile(db: Kysely<DB>, companyId: number): Promise<CompanyProfile> {
  const [facts, answers] = await Promise.all([findCompanyFacts(db, companyId), findQuestionnaire(db, companyId)]);
  const registry = facts?.registry ?? null;
  return {
    district: registry?.district ?? null,
    industry: null,
    entityType: registry?.entityType ?? null,
    establishedOn: registry?.establishedOn ?? null,
    size: answers ? sizeFromQuestionnaire(answers.employeesBand, answers.revenueBand) : null,
    greenProject: null,
    firstLoan: answers ? answers.existingLoansBand === 0 : null,
    existingLoans: answers ? choiceOf(EXISTING_LOAN_BANDS, answers.existingLoansBand).label : null,
  };
}

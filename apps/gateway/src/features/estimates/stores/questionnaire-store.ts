import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { QuestionnaireAnswers } from '../domain/questionnaire.ts';

export interface StoredQuestionnaire extends QuestionnaireAnswers {
  updatedAt: Date;
}

/** Writes the company's answers; the latest wins. */
export async function saveQuestionnaire(
  db: Kysely<DB>,
  companyId: number,
  userId: number,
  answers: QuestionnaireAnswers,
  now: Date,
): Promise<void> {
  const row = {
    revenue_band: answers.revenueBand,
    tax_rating: answers.taxRating,
    employees_band: answers.employeesBand,
    years_band: answers.yearsBand,
    existing_loans_band: answers.existingLoansBand,
    collateral: answers.collateral,
    updated_by: userId,
    updated_at: now,
  };
  await db
    .insertInto('quota_questionnaire')
    .values({ company_id: companyId, ...row })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(row))
    .execute();
}

export async function findQuestionnaire(db: Kysely<DB>, companyId: number): Promise<StoredQuestionnaire | null> {
  const row = await db
    .selectFrom('quota_questionnaire')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    revenueBand: row.revenue_band,
    taxRating: row.tax_rating,
    employeesBand: row.employees_band,
    yearsBand: row.years_band,
    existingLoansBand: row.existing_loans_band,
    collateral: row.collateral,
    updatedAt: new Date(row.updated_at),
  };
}

import type { QuotaAnswersRecord } from '@sme/contract/routes/estimate-codes';
import { QUESTIONS } from '@sme/contract/routes/estimate-codes';
import type { PreCreditRecord, QuotaEstimateRecord, QuotaQuestionnaireRecord } from '@sme/contract/routes/estimates';
import { preCreditTerms } from './domain/pre-credit.ts';
import { ESTIMATE_DISCLAIMER } from './domain/quota-formula.ts';
import type { StoredEstimate } from './stores/estimate-store.ts';
import type { PreCreditRow } from './stores/pre-credit-store.ts';
import type { StoredQuestionnaire } from './stores/questionnaire-store.ts';

/** An estimate as the calls answer it (docs/gateway-api.md, "QuotaEstimateRecord"): 万元, ISO time. */
export function estimateRecord(estimate: StoredEstimate): QuotaEstimateRecord {
  return {
    id: estimate.id,
    lowAmount: estimate.low,
    highAmount: estimate.high,
    factors: estimate.factors,
    disclaimer: ESTIMATE_DISCLAIMER,
    formulaVersion: estimate.formulaVersion,
    estimatedAt: estimate.createdAt.toISOString(),
  };
}

/** The answers of a stored questionnaire, without its time. */
function answersOf({ updatedAt: _, ...answers }: StoredQuestionnaire): QuotaAnswersRecord {
  return answers;
}

/** The questionnaire's questions (codes and labels) and the company's latest answers (null before the first). */
export function questionnaireRecord(stored: StoredQuestionnaire | null): QuotaQuestionnaireRecord {
  return {
    answers: stored ? answersOf(stored) : null,
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
    questions: QUESTIONS.map((question) => ({
      key: question.key,
      label: question.label,
      options: question.choices.map((choice) => ({ code: String(choice.code), label: choice.label })),
    })),
  };
}

/** A pre-credit limit (docs/gateway-api.md, "PreCreditRecord"): amount in 万元, dates YYYY-MM-DD. */
export function preCreditRecord(row: PreCreditRow, today: string): PreCreditRecord {
  return { id: row.id, orgId: row.orgId, orgName: row.orgName, ...preCreditTerms(row, today) };
}

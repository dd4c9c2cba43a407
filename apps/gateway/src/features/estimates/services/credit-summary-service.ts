import { beijingDay } from '@sme/contract/beijing-time';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { CREDIT_SUMMARY_NOTICE, CREDIT_SUMMARY_TITLE } from '../domain/estimate-messages.ts';
import { PreCreditStatus } from '../domain/pre-credit.ts';
import { preCreditRecord } from '../estimate-records.ts';
import { findCompanyFacts } from '../stores/company-facts-store.ts';
import { applicationCounts, authorisationInForceUntil } from '../stores/credit-summary-store.ts';
import { listPreCredits } from '../stores/pre-credit-store.ts';

/**
 * POST /zzzttt/credit/report/result, answered honestly: the platform has no credit bureau, so this is the
 * platform's own record of the company (docs/decisions/0030-estimates-pre-credit-and-equity.md, "Credit report"), labelled 平台信用信息摘要.
 */
export async function creditSummary(db: Kysely<DB>, companyId: number, now: Date) {
  const facts = await findCompanyFacts(db, companyId);
  const today = beijingDay(now);
  const [counts, preCredits, authorisedUntil] = await Promise.all([
    applicationCounts(db, companyId),
    listPreCredits(db, companyId),
    authorisationInForceUntil(db, companyId, now),
  ]);
  const inForce = preCredits
    .map((row) => preCreditRecord(row, today))
    .filter((limit) => limit.status === PreCreditStatus.IN_FORCE);
  const bySource = (source: number) =>
    counts.filter((row) => row.source === source).map((row) => ({ loanStatus: row.loan_status, count: Number(row.n) }));
  const total = (rows: { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);
  const applications = bySource(1);
  const needs = bySource(2);
  const registry = facts?.registry ?? null;
  return {
    title: CREDIT_SUMMARY_TITLE,
    notice: CREDIT_SUMMARY_NOTICE,
    generatedAt: now.toISOString(),
    companyName: facts?.companyName ?? '',
    uniformCode: facts?.uniformCode ?? '',
    legalPerson: facts?.legalPerson ?? '',
    registry: registry && {
      entityType: registry.entityType,
      status: registry.status,
      establishedOn: registry.establishedOn,
      district: registry.district,
      street: registry.street,
    },
    applications: { total: total(applications), byStatus: applications },
    needs: { total: total(needs), byStatus: needs },
    preCredit: {
      inForceCount: inForce.length,
      inForceAmount: Math.round(inForce.reduce((sum, limit) => sum + limit.amount * 100, 0)) / 100,
    },
    authorisation: { inForce: authorisedUntil !== null, until: authorisedUntil?.toISOString() ?? null },
  };
}

import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import { decideClockStart } from './sla-pause-supplement.ts';

/**
 * Escalates, once per stage, the applications not viewed before `viewCutoff` or without a credit decision before
 * `decideCutoff` (the decide clock paused while a 补充材料 request waits); answers how many it added.
 */
export async function insertOverdueEscalations(
  trx: Kysely<DB>,
  { now, runner, viewCutoff, decideCutoff }: { now: Date; runner: string; viewCutoff: Date; decideCutoff: Date },
): Promise<number> {
  const result = await sql`
    INSERT INTO application_escalation (application_id, stage, org_id, escalated_at, runner)
    SELECT a.id,
           CASE WHEN a.loan_status IN (1, 2) THEN 'view' ELSE 'decide' END,
           a.org_id, ${now}, ${runner}
    FROM loan_application a
    WHERE a.org_id IS NOT NULL
      AND ((a.loan_status IN (1, 2) AND coalesce(a.claimed_at, a.created_at) < ${viewCutoff})
        OR (a.loan_status IN (11, 4) AND ${decideClockStart(now)} < ${decideCutoff}))
    ON CONFLICT (application_id, stage) DO NOTHING`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

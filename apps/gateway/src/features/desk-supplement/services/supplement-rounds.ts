import type { SupplementRecord } from '@sme/contract/routes/desk-supplement';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { supplementRecords } from '../domain/supplement-records.ts';
import { listSupplementFiles, listSupplements } from '../stores/supplement-store.ts';

/** The rounds of an application as one side sees them; the enterprise's files are not read when they are withheld. */
export async function readRounds(
  db: Kysely<DB>,
  app: { id: number; loan_status: number },
  view: { today: string; forStaff: boolean; withhold: boolean },
): Promise<SupplementRecord[]> {
  const rows = await listSupplements(db, app.id);
  const files = view.withhold
    ? []
    : await listSupplementFiles(
        db,
        rows.map((row) => row.id),
      );
  return supplementRecords(rows, files, { applicationStatus: app.loan_status, ...view });
}

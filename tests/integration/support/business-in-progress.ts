import type { AccountsPlatform } from './accounts-platform.ts';
import { devTransition } from './dev-transition.ts';

/**
 * Ends for each status of business running (spec §1: revocation waits for them): a submitted or listed one is
 * withdrawn (the helper acts as the enterprise), one an institution holds fails as the institution would move it.
 */
const ENDS: Record<number, { toStatus: number; failureType?: number; failureReason?: string }> = {
  1: { toStatus: 10 },
  2: { toStatus: 10 },
  11: { toStatus: 5, failureType: 4, failureReason: '资料不全' },
  4: { toStatus: 7, failureType: 4, failureReason: '资料不全' },
  6: { toStatus: 9, failureType: 4, failureReason: '资料不全' },
};

/**
 * Ends, through the gateway's development transition helper, every application or need still running for the
 * company (the demo company is seeded with some): spec §1 refuses revocation while they run.
 */
export async function endBusinessInProgress(platform: AccountsPlatform, companyName: string): Promise<void> {
  const rows = await platform.database.db
    .selectFrom('loan_application as a')
    .innerJoin('company as c', 'c.id', 'a.company_id')
    .select(['a.id', 'a.loan_status'])
    .where('c.company_name', '=', companyName)
    .where('a.loan_status', 'in', Object.keys(ENDS).map(Number))
    .execute();
  for (const row of rows) {
    const { toStatus, ...reason } = ENDS[row.loan_status] as (typeof ENDS)[number];
    await devTransition(platform, row.id, toStatus, reason);
  }
}

import { GatewayCode } from '@sme/contract/codes';
import { SUBSIDY_MESSAGES, type SubsidyClaimRecord } from '@sme/contract/routes/subsidy-claims';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import { claimRecord, claimRow } from '../domain/claim-records.ts';
import { findClaim, listClaimEvents, listClaimFiles, listClaims } from '../stores/subsidy-store.ts';

export const claimNotFound = () => new ApiError(GatewayCode.SUBSIDY_CLAIM_NOT_FOUND, SUBSIDY_MESSAGES.claimNotFound);

/** A claim with its files and timeline; scoped to a company (another's: an unknown id), or any for the reviewer. */
export async function readClaim(db: Kysely<DB>, id: number, companyId: number | null): Promise<SubsidyClaimRecord> {
  const row = await findClaim(db, id, companyId);
  if (!row) throw claimNotFound();
  return claimRecord(row, await listClaimFiles(db, id), await listClaimEvents(db, id));
}

export async function claimPage(
  db: Kysely<DB>,
  filter: { companyId: number | null; status?: 'submitted' | 'approved' | 'returned' | undefined },
  page: { pageNum: number; pageSize: number },
) {
  const { rows, total } = await listClaims(db, filter, page);
  return { records: rows.map(claimRow), total };
}

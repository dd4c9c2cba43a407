import type { Readable } from 'node:stream';
import { GatewayCode } from '@sme/contract/codes';
import { SUBSIDY_FILE_NOT_FOUND } from '@sme/contract/routes/subsidy-claims';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import type { FileStorage } from '#outside/storage/file-storage.ts';
import { findClaimFile } from '../stores/subsidy-store.ts';

type ClaimFile = NonNullable<Awaited<ReturnType<typeof findClaimFile>>>;

const notTheClaims = () => new ApiError(GatewayCode.FILE_NOT_FOUND, SUBSIDY_FILE_NOT_FOUND);

/**
 * POST /loan/gov/subsidy/file/open (issue 22, slice subsidy-pages): one evidence file of a claim for the reviewer's
 * viewers. The reading is in the company's ledger already: the claim's detail, which the page opens first, writes it.
 */
export async function openClaimEvidence(
  db: Kysely<DB>,
  storage: FileStorage,
  input: { id: number; path: string },
): Promise<{ file: ClaimFile; bytes: Readable }> {
  const file = await findClaimFile(db, input.id, input.path);
  if (!file) throw notTheClaims();
  const bytes = await storage.open(file.storageKey).catch(() => {
    throw notTheClaims();
  });
  return { file, bytes };
}

import { GatewayCode } from '@sme/contract/codes';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import { type AttachedFile, attachFiles } from '../stores/file-store.ts';

/**
 * Attaches every file of `request.paths` or refuses the call (FILE_NOT_FOUND with `refusal`): a path that is not the
 * owner's, is already attached or is unknown throws, rolling back the caller's transaction. No paths: nothing to do.
 */
export async function attachEveryFile(
  trx: Kysely<DB>,
  request: Parameters<typeof attachFiles>[1],
  refusal: string,
): Promise<AttachedFile[]> {
  if (request.paths.length === 0) return [];
  const attached = await attachFiles(trx, request);
  if (attached.length !== request.paths.length) throw new ApiError(GatewayCode.FILE_NOT_FOUND, refusal);
  return attached;
}

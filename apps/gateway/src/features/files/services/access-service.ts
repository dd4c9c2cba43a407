import type { Readable } from 'node:stream';
import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import { StoredFileMissing } from '#outside/storage/file-storage.ts';
import { mayUseFile } from '../domain/file-access.ts';
import { FILE_MESSAGES } from '../domain/file-messages.ts';
import { findFileByPath, isStaffThreadFileOfCompany, type StoredFileRow } from '../stores/file-store.ts';
import type { FilesCaller, FilesContext } from './files-context.ts';

export function fileNotFound(): ApiError {
  return new ApiError(GatewayCode.FILE_NOT_FOUND, FILE_MESSAGES.notFound);
}

/**
 * A staff member's file on a thread message of the caller's company's application: the company's members read it
 * (issue 20, slice staff-files). No ledger entry: the ledger records institutions reading the enterprise's data.
 */
async function staffFileForCaller(ctx: FilesContext, file: StoredFileRow, caller: FilesCaller): Promise<boolean> {
  if (caller.companyId === null || file.uploaderId !== null) return false;
  return isStaffThreadFileOfCompany(ctx.db, file.id, caller.companyId);
}

/**
 * The file at `path` with its bytes, when the caller may read it. Unknown, deleted and someone else's files get
 * the same answer (no enumeration of paths).
 */
export async function openFile(
  ctx: FilesContext,
  caller: FilesCaller,
  path: string,
): Promise<{ file: StoredFileRow; bytes: Readable }> {
  const file = await findFileByPath(ctx.db, path);
  if (!file || file.deletedAt) throw fileNotFound();
  if (!mayUseFile(file, caller) && !(await staffFileForCaller(ctx, file, caller))) throw fileNotFound();
  try {
    return { file, bytes: await ctx.storage.open(file.storageKey) };
  } catch (error) {
    if (error instanceof StoredFileMissing) throw fileNotFound();
    throw error;
  }
}

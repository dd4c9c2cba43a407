import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import { mayUseFile } from '../domain/file-access.ts';
import { FILE_MESSAGES } from '../domain/file-messages.ts';
import { lockFilesByPath, markFilesDeleted } from '../stores/file-store.ts';
import { fileNotFound } from './access-service.ts';
import type { FilesCaller, FilesContext } from './files-context.ts';

/**
 * Deletes the caller's files: all or none. A path that is unknown or not the caller's refuses the whole call
 * (FILE_NOT_FOUND); a file attached to a record refuses it too (FILE_IN_USE); one already deleted is fine. The rows
 * are marked in one transaction, then the objects removed (the sweep removes any left behind again).
 */
export async function deleteFiles(ctx: FilesContext, caller: FilesCaller, paths: readonly string[]): Promise<void> {
  const now = ctx.clock.now();
  const keys = await ctx.db.transaction().execute(async (trx) => {
    const rows = await lockFilesByPath(trx, paths);
    if (rows.length !== new Set(paths).size || !rows.every((row) => mayUseFile(row, caller))) throw fileNotFound();
    if (rows.some((row) => row.attachedAt && !row.deletedAt)) {
      throw new ApiError(GatewayCode.FILE_IN_USE, FILE_MESSAGES.inUse);
    }
    const live = rows.filter((row) => !row.deletedAt);
    await markFilesDeleted(
      trx,
      live.map((row) => row.id),
      now,
    );
    return live.map((row) => row.storageKey);
  });
  for (const key of keys) await ctx.storage.remove(key);
}

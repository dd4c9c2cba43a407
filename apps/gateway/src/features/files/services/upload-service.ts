import fs from 'node:fs';
import { checkContent } from '../checks/content-check.ts';
import { extensionOf, FILE_KINDS } from '../domain/file-kinds.ts';
import { newFilePath, sanitiseOriginalName } from '../domain/file-path.ts';
import { insertStoredFile } from '../stores/file-store.ts';
import type { StagedUpload } from '../upload/receive-multipart.ts';
import { isStorageFailure, storageUnavailable } from '../upload/storage-failure.ts';
import type { FilesCaller, FilesContext } from './files-context.ts';

/** A staff member uploading a thread message's file: the file is theirs (the institution's), of no company. */
export interface StaffUploader {
  staffId: number;
}

/**
 * Checks a staged upload's content, moves it into the storage under a new random key and records it for the
 * caller (and its current company). Answers the stored path. A refusal throws before anything is stored; a failed
 * insert removes the stored object again. The staged file is the caller's to remove.
 */
export async function storeUpload(
  ctx: Pick<FilesContext, 'db' | 'clock' | 'storage' | 'settings'>,
  caller: FilesCaller | StaffUploader,
  staged: StagedUpload,
): Promise<string> {
  const kind = await checkContent(staged.tempPath, staged.size, extensionOf(staged.fileName));
  const now = ctx.clock.now();
  const { path, storageKey } = newFilePath(kind, now);
  await ctx.storage.put(storageKey, fs.createReadStream(staged.tempPath), ctx.settings.maxFileBytes).catch((error) => {
    throw isStorageFailure(error) ? storageUnavailable(error, 'storage') : error;
  });
  try {
    await insertStoredFile(
      ctx.db,
      {
        path,
        storageKey,
        ...('staffId' in caller
          ? { uploaderId: null, uploaderStaffId: caller.staffId, companyId: null }
          : { uploaderId: caller.userId, companyId: caller.companyId }),
        kind,
        contentType: FILE_KINDS[kind].contentType,
        sizeBytes: staged.size,
        sha256: staged.sha256,
        originalName: sanitiseOriginalName(staged.fileName),
      },
      now,
    );
  } catch (error) {
    await ctx.storage.remove(storageKey);
    throw error;
  }
  return path;
}

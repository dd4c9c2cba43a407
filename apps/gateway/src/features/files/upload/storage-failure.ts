import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import { logger } from '#http/logger.ts';
import { FILE_MESSAGES } from '../domain/file-messages.ts';

/** Errors of the disk itself (full, read-only, quota, failing): the operator's problem, never the uploader's. */
const STORAGE_ERRNOS = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EACCES', 'EPERM', 'ENOTDIR', 'EMFILE', 'ENFILE']);

export function isStorageFailure(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && STORAGE_ERRNOS.has(code);
}

/** Logs the disk's failure as an error line and answers the uploader -6009 系统繁忙 (docs/gateway-api.md). */
export function storageUnavailable(error: unknown, where: string): ApiError {
  logger.error({
    at: 'gateway',
    event: 'file-storage-failed',
    where,
    errno: (error as NodeJS.ErrnoException).code,
    error: String((error as Error).message ?? error),
  });
  return new ApiError(GatewayCode.FILE_STORAGE_UNAVAILABLE, FILE_MESSAGES.storageUnavailable);
}

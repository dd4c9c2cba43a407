import { STORED_FILE_PATH } from '@sme/contract/fields';
import { z } from 'zod';
import { FILE_MESSAGES } from '../domain/file-messages.ts';

/** Most paths one deleteFile call takes. */
export const DELETE_MAX = 50;

/** A stored file's path as the clients send it (`f/<yyyymm>/<32 hex>.<ext>`). */
export const filePath = z
  .string({ error: FILE_MESSAGES.badPath })
  .trim()
  .regex(STORED_FILE_PATH, { error: FILE_MESSAGES.badPath });

/**
 * accessFile's body: the path as text/plain, or JSON `{ "filePath": "..." }`. Anything that is not a well-formed path
 * is answered like an unknown file (the route maps a parse failure to FILE_NOT_FOUND).
 */
export const accessFileParams = z.preprocess(
  (body) => (typeof body === 'object' && body !== null && 'filePath' in body ? body.filePath : body),
  filePath,
);

/** deleteFile's body: `{ "filePaths": ["f/...", ...] }`, 1 to 50. */
export const deleteFileParams = z.object(
  {
    filePaths: z
      .array(filePath, { error: FILE_MESSAGES.pathsRequired })
      .min(1, { error: FILE_MESSAGES.pathsRequired })
      .max(DELETE_MAX, { error: FILE_MESSAGES.tooManyPaths }),
  },
  { error: '请求参数必须是 JSON 对象' },
);

/** The file calls with a JSON answer (docs/gateway-api.md, "Files"); uploads and reads stream and stay the gateway's. */
import { z } from 'zod';
import { STORED_FILE_PATH } from '../fields.ts';
import { jsonObject } from './input-fields.ts';
import { route, routeWithoutInput } from './route.ts';

/** Most paths one deleteFile call takes. */
export const DELETE_FILES_MAX = 50;

export const FILE_PATH_MESSAGES = {
  pathsRequired: '请提供要删除的文件路径',
  tooManyPaths: `一次最多删除${DELETE_FILES_MAX}个文件`,
  badPath: '文件路径格式不正确',
} as const;

/** A stored file's path as the clients send it (`f/<yyyymm>/<32 hex>.<ext>`). */
export const filePath = z
  .string({ error: FILE_PATH_MESSAGES.badPath })
  .trim()
  .regex(STORED_FILE_PATH, { error: FILE_PATH_MESSAGES.badPath });

/** The prefix a stored path is read under (spec §7 openFilePrefix). */
export const filePrefix = routeWithoutInput<string>()('GET', '/zzzttt/file/openFilePrefix');

/** Deletes the caller's own files that nothing uses yet: 1 to 50 stored paths. */
export const deleteFiles = route<null>()({
  method: 'POST',
  path: '/zzzttt/file/deleteFile',
  inputIn: 'body',
  input: jsonObject({
    filePaths: z
      .array(filePath, { error: FILE_PATH_MESSAGES.pathsRequired })
      .min(1, { error: FILE_PATH_MESSAGES.pathsRequired })
      .max(DELETE_FILES_MAX, { error: FILE_PATH_MESSAGES.tooManyPaths }),
  }),
});

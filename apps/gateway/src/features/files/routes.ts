import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { deleteFiles as deleteFilesRoute, filePrefix } from '@sme/contract/routes/files';
import type { Request } from 'express';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { downloadHeaders, FILE_PREFIX } from './file-records.ts';
import { accessFileParams } from './params/file-params.ts';
import { fileNotFound, openFile } from './services/access-service.ts';
import { deleteFiles } from './services/delete-service.ts';
import type { FilesCaller, FilesContext } from './services/files-context.ts';
import { storeUpload } from './services/upload-service.ts';
import { receiveUpload } from './upload/receive-multipart.ts';

/** The upload calls: multipart bodies, which the app's JSON and form parsers leave alone. */
export const UPLOAD_PATHS = ['/zzzttt/file/upload', '/gw92/zzzttt/file/upload'] as const;
/** accessFile takes its path as text/plain. */
export const ACCESS_FILE_PATH = '/zzzttt/file/accessFile';

/** Uploads, reads and deletes of files (docs/gateway-api.md, files). */
export function fileRoutes(ctx: FilesContext): RouteDef[] {
  const upload = (who: (req: Request) => Promise<FilesCaller>) => async (req: Request) => {
    const caller = await who(req);
    await ctx.spendUpload(caller.userId);
    const staged = await receiveUpload(req, {
      stagingDir: ctx.settings.stagingDir,
      maxBytes: ctx.settings.maxFileBytes,
    });
    try {
      return await storeUpload(ctx, caller, staged);
    } finally {
      await fs.promises.rm(staged.tempPath, { force: true });
    }
  };
  return [
    { method: 'POST', path: UPLOAD_PATHS[0], handler: upload(ctx.caller) },
    { method: 'POST', path: UPLOAD_PATHS[1], handler: upload(ctx.gw92Caller) },
    {
      method: 'POST',
      path: ACCESS_FILE_PATH,
      handler: async (req, res) => {
        const caller = await ctx.caller(req);
        const parsed = accessFileParams.safeParse(req.body);
        if (!parsed.success) throw fileNotFound();
        const { file, bytes } = await openFile(ctx, caller, parsed.data);
        res.status(200).set(downloadHeaders(file));
        await pipeline(bytes, res);
      },
    },
    contractRoute(filePrefix, async () => FILE_PREFIX),
    contractRoute(deleteFilesRoute, async (req, input) => {
      const caller = await ctx.caller(req);
      await deleteFiles(ctx, caller, input().filePaths);
      return null;
    }),
  ];
}

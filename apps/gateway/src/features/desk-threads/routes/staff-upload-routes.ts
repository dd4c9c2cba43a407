import fs from 'node:fs';
import { orgThread } from '@sme/contract/routes/desk-threads';
import type { Request } from 'express';
import { spendBudget } from '#features/accounts/services/rate-limiter.ts';
import type { FilesContext } from '#features/files/services/files-context.ts';
import { storeUpload } from '#features/files/services/upload-service.ts';
import { receiveUpload } from '#features/files/upload/receive-multipart.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { WorkbenchContext } from '../../workbench/context.ts';
import { threadApplication } from '../services/thread-service.ts';

/** The staff upload: a multipart body, which the app's JSON and form parsers leave alone (as the portal's upload). */
export const STAFF_UPLOAD_PATH = '/loan/org/thread/file/upload';

/**
 * POST /loan/org/thread/file/upload?applicationId= (issue 20, slice staff-files): a file for a staff member's thread
 * message, by staff who may write on that application's thread; the portal upload's content checks, size limit and
 * hourly budget (counted per staff account). The stored file is the staff member's, of no company: not a material.
 */
export function staffThreadUploadRoutes(
  ctx: WorkbenchContext,
  files: Pick<FilesContext, 'db' | 'clock' | 'storage' | 'settings'>,
): RouteDef[] {
  const { accounts } = ctx;
  const upload = async (req: Request) => {
    const staff = await ctx.requireStaff(req, 'applications.read');
    const { applicationId } = parseInput(orgThread.input, req.query);
    await threadApplication(accounts.db, { side: 'institution', staff }, applicationId);
    const budget = accounts.limits.fileUploads(staff.staffId);
    await spendBudget(accounts.db, accounts.clock.now(), [{ ...budget, bucket: `file-upload:staff:${staff.staffId}` }]);
    const staged = await receiveUpload(req, {
      stagingDir: files.settings.stagingDir,
      maxBytes: files.settings.maxFileBytes,
    });
    try {
      return await storeUpload(files, { staffId: staff.staffId }, staged);
    } finally {
      await fs.promises.rm(staged.tempPath, { force: true });
    }
  };
  return [{ method: 'POST', path: STAFF_UPLOAD_PATH, handler: upload }];
}

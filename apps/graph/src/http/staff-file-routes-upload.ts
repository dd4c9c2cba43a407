import { type Request, type Response, Router } from 'express';
import type { Logger } from '#logger.ts';
import type { FileTransport, UploadBody } from '#upstream/file-transport.ts';
import { readCaller } from './caller.ts';
import { answerUpload } from './file-routes.ts';
import { heldStaffToken } from './staff-cookie.ts';
import { recordIdOf } from './staff-record-files.ts';

/**
 * POST /staff-files/upload?applicationId= (issue 20, slice staff-files): a staff member's file for their message on
 * the application's thread — the portal upload's CSRF header and multipart checks, the staff cookie only; the gateway
 * checks the content, the size and who may write on the thread. Answers `{ path }` as POST /files/upload.
 */
export function staffUploadRouter(files: FileTransport, logger: Logger): Router {
  const router = Router();
  router.post('/staff-files/upload', async (req: Request, res: Response) => {
    const staffToken = heldStaffToken(req);
    const applicationId = recordIdOf(typeof req.query.applicationId === 'string' ? req.query.applicationId : '');
    const { clientIp } = readCaller(req.headers, req.ip);
    const send =
      staffToken && applicationId !== null
        ? (body: UploadBody) => files.staffUpload(body, applicationId, staffToken, clientIp)
        : null;
    if (staffToken && applicationId === null) {
      // As the gateway's unknown-id answer reads through the error table.
      res.status(400).setHeader('Cache-Control', 'no-store');
      res.json({ code: 'BUSINESS_ERROR', message: '申请不存在或无权查看' });
      return;
    }
    await answerUpload(req, res, logger, send);
  });
  return router;
}

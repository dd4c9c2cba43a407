import { type Request, type Response, Router } from 'express';
import type { Logger } from '#logger.ts';
import type { FileTransport, UploadBody } from '#upstream/file-transport.ts';
import { readCaller } from './caller.ts';
import { answerUpload } from './file-routes.ts';
import { staffSessionControl } from './staff-cookie.ts';

const APPLICATION_ID = /^[1-9]\d{0,9}$/;

/**
 * POST /staff-files/upload?applicationId= (issue 20, slice staff-files): a staff member's file for their message on
 * the application's thread — the portal upload's CSRF header and multipart checks, the staff cookie only; the gateway
 * checks the content, the size and who may write on the thread. Answers `{ path }` as POST /files/upload.
 */
export function staffUploadRouter(files: FileTransport, logger: Logger): Router {
  const router = Router();
  router.post('/staff-files/upload', async (req: Request, res: Response) => {
    const staffToken = staffSessionControl(req, res, { production: false, maxAgeSeconds: 0 }).token;
    const id = typeof req.query.applicationId === 'string' ? req.query.applicationId : '';
    const { clientIp } = readCaller(req.headers, req.ip);
    const known = APPLICATION_ID.test(id) && Number(id) <= 2_147_483_647;
    const send =
      staffToken && known ? (body: UploadBody) => files.staffUpload(body, Number(id), staffToken, clientIp) : null;
    if (staffToken && !known) {
      // As the gateway's unknown-id answer reads through the error table.
      res.status(400).setHeader('Cache-Control', 'no-store');
      res.json({ code: 'BUSINESS_ERROR', message: '申请不存在或无权查看' });
      return;
    }
    await answerUpload(req, res, logger, send);
  });
  return router;
}

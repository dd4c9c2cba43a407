import { STORED_FILE_PATH } from '@sme/contract/fields';
import { type Request, type Response, Router } from 'express';
import type { Logger } from '#logger.ts';
import type { FileTransport } from '#upstream/file-transport.ts';
import { readCaller } from './caller.ts';
import { sendFileNotFound, serveFile } from './file-routes.ts';
import { staffSessionControl } from './staff-cookie.ts';

const CLAIM_ID = /^[1-9]\d{0,9}$/;

/**
 * GET /subsidy-files/<claim id>/<path> (issue 22, slice subsidy-pages): a subsidy claim's evidence for the
 * government reviewer's viewers in the workbench (the gateway decides who may). The staff cookie only.
 */
export function subsidyFileRouter(files: FileTransport, logger: Logger): Router {
  const router = Router();
  router.get(/^\/subsidy-files\/([^/]+)\/(f\/.+)$/, async (req: Request, res: Response) => {
    const [id = '', path = ''] = [0, 1].map((index) => (req.params as Record<string, string>)[index]);
    const staffToken = staffSessionControl(req, res, { production: false, maxAgeSeconds: 0 }).token;
    if (!CLAIM_ID.test(id) || Number(id) > 2_147_483_647 || !STORED_FILE_PATH.test(path) || !staffToken) {
      sendFileNotFound(res);
      return;
    }
    const { clientIp } = readCaller(req.headers, req.ip);
    await serveFile(res, logger, () => files.subsidyEvidence({ id: Number(id), path }, staffToken, clientIp));
  });
  return router;
}

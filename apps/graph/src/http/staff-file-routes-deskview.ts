import { STORED_FILE_PATH } from '@sme/contract/fields';
import { type Request, type Response, Router } from 'express';
import type { Logger } from '#logger.ts';
import type { FileTransport } from '#upstream/file-transport.ts';
import { readCaller } from './caller.ts';
import { sendFileNotFound, serveFile } from './file-routes.ts';
import { staffSessionControl } from './staff-cookie.ts';

const APPLICATION_ID = /^[1-9]\d{0,9}$/;

/**
 * GET /staff-files/<application id>/<path>[?download=1] (issue 20, deskview): the file route for the workbench — an
 * application's material for staff of the institution handling it while the authorisation is in force (the gateway
 * decides, and logs the open in the enterprise's ledger). The staff cookie only, never the enterprise's session.
 */
export function staffFileRouter(files: FileTransport, logger: Logger): Router {
  const router = Router();
  router.get(/^\/staff-files\/([^/]+)\/(f\/.+)$/, async (req: Request, res: Response) => {
    const [id = '', path = ''] = [0, 1].map((index) => (req.params as Record<string, string>)[index]);
    const staffToken = staffSessionControl(req, res, { production: false, maxAgeSeconds: 0 }).token;
    if (!APPLICATION_ID.test(id) || Number(id) > 2_147_483_647 || !STORED_FILE_PATH.test(path) || !staffToken) {
      sendFileNotFound(res);
      return;
    }
    const { clientIp } = readCaller(req.headers, req.ip);
    const input = { id: Number(id), path, download: req.query.download === '1' };
    await serveFile(res, logger, () => files.staffMaterial(input, staffToken, clientIp));
  });
  return router;
}

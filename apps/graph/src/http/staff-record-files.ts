import { MAX_ID, STORED_FILE_PATH } from '@sme/contract/fields';
import { type Request, type Response, Router } from 'express';
import type { Logger } from '#logger.ts';
import type { FileAnswer } from '#upstream/file-transport.ts';
import { readCaller } from './caller.ts';
import { sendFileNotFound, serveFile } from './file-routes.ts';
import { heldStaffToken } from './staff-cookie.ts';

const RECORD_ID = /^[1-9]\d{0,9}$/;

/** A record's id as a staff file address writes it (an application's, a claim's): the gateway's int ids, else null. */
export function recordIdOf(text: string): number | null {
  return RECORD_ID.test(text) && Number(text) <= MAX_ID ? Number(text) : null;
}

/** Asks the gateway for one file of a record, for the staff member whose session it is. */
export type FetchRecordFile = (
  file: { id: number; path: string },
  staffToken: string,
  clientIp: string | undefined,
  req: Request,
) => Promise<FileAnswer | null>;

/**
 * GET /<prefix>/<record id>/<path>: a file of one record for the workbench's viewers, with the staff cookie only; a
 * malformed id or path, or no staff session, answers as a file that does not exist.
 */
export function staffRecordFileRouter(prefix: string, logger: Logger, fetch: FetchRecordFile): Router {
  const router = Router();
  router.get(new RegExp(`^/${prefix}/([^/]+)/(f/.+)$`), async (req: Request, res: Response) => {
    const [idText = '', path = ''] = [0, 1].map((index) => (req.params as Record<string, string>)[index]);
    const staffToken = heldStaffToken(req);
    const id = recordIdOf(idText);
    if (id === null || !STORED_FILE_PATH.test(path) || !staffToken) {
      sendFileNotFound(res);
      return;
    }
    const { clientIp } = readCaller(req.headers, req.ip);
    await serveFile(res, logger, () => fetch({ id, path }, staffToken, clientIp, req));
  });
  return router;
}

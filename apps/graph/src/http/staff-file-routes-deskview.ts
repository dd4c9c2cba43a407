import type { Router } from 'express';
import type { Logger } from '#logger.ts';
import type { FileTransport } from '#upstream/file-transport.ts';
import { staffRecordFileRouter } from './staff-record-files.ts';

/**
 * GET /staff-files/<application id>/<path>[?download=1] (issue 20, deskview): the file route for the workbench — an
 * application's material for staff of the institution handling it while the authorisation is in force (the gateway
 * decides, and logs the open in the enterprise's ledger). The staff cookie only, never the enterprise's session.
 */
export function staffFileRouter(files: FileTransport, logger: Logger): Router {
  return staffRecordFileRouter('staff-files', logger, (file, staffToken, clientIp, req) =>
    files.staffMaterial({ ...file, download: req.query.download === '1' }, staffToken, clientIp),
  );
}

import type { Router } from 'express';
import type { Logger } from '#logger.ts';
import type { FileTransport } from '#upstream/file-transport.ts';
import { staffRecordFileRouter } from './staff-record-files.ts';

/**
 * GET /subsidy-files/<claim id>/<path> (issue 22, slice subsidy-pages): a subsidy claim's evidence for the
 * government reviewer's viewers in the workbench (the gateway decides who may). The staff cookie only.
 */
export function subsidyFileRouter(files: FileTransport, logger: Logger): Router {
  return staffRecordFileRouter('subsidy-files', logger, (file, staffToken, clientIp) =>
    files.subsidyEvidence(file, staffToken, clientIp),
  );
}

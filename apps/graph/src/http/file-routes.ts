import { STORED_FILE_PATH } from '@sme/contract/fields';
import { type Request, type Response, Router } from 'express';
import type { ErrorCode } from '#errors/error-codes.ts';
import { mapError } from '#errors/error-table.ts';
import { describeError, type Logger } from '#logger.ts';
import type { FileAnswer, FileTransport, UploadBody } from '#upstream/file-transport.ts';
import { readCaller } from './caller.ts';

/** The header a cross-site form cannot send (a custom header needs a CORS preflight we never grant): CSRF. */
export const UPLOAD_REQUEST_HEADER = 'x-upload-request';
export const FILE_NOT_FOUND_TEXT = '文件不存在或无权访问';
/** The served file's own policy: never a document that runs anything, even if a browser chose to render it so. */
export const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The HTTP status of an upload failure, by the error table's code. */
const STATUS: Partial<Record<ErrorCode, number>> = {
  FILE_REFUSED: 422,
  FILE_NOT_FOUND: 404,
  BUSINESS_ERROR: 400,
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  GATEWAY_TIMEOUT: 504,
  GATEWAY_UNAVAILABLE: 503,
};

function fail(res: Response, status: number, code: ErrorCode, message: string): void {
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.json({ code, message });
}

/** How much of a refused upload's body is read before the answer: a small one whole, a large one not. */
const REFUSED_BODY_READ_LIMIT = 1024 * 1024;

/**
 * Refuses an upload once its body has arrived (up to REFUSED_BODY_READ_LIMIT; past it, at once): answered while the
 * client is still sending, the closed connection can reach it as a reset before it reads the answer.
 */
function refuseUpload(req: Request, res: Response, status: number, code: ErrorCode, message: string): void {
  const answer = () => {
    if (!res.headersSent) fail(res, status, code, message);
  };
  if (req.complete || req.destroyed) {
    answer();
    return;
  }
  let read = 0;
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > REFUSED_BODY_READ_LIMIT) answer();
  });
  req.once('end', answer);
  req.once('error', () => res.destroy());
  // A body piped before (to the gateway) was paused when the pipe ended: a listener alone would not start it again.
  req.resume();
}

/** POST /files/upload and GET /files/<path> (docs/gateway-api.md "Files"; contract of issue 7). */
export function fileRouter(files: FileTransport, logger: Logger): Router {
  const router = Router();

  router.post('/files/upload', async (req: Request, res: Response) => {
    const caller = readCaller(req.headers, req.ip);
    const { authorization, clientIp } = caller;
    const send = authorization
      ? (body: UploadBody) => files.upload(body, { authorization, ...(clientIp ? { clientIp } : {}) })
      : null;
    await answerUpload(req, res, logger, send);
  });

  router.get(/^\/files\/(f\/.+)$/, async (req: Request, res: Response) => {
    const path = (req.params as Record<string, string>)[0] ?? '';
    const caller = readCaller(req.headers, req.ip);
    if (!STORED_FILE_PATH.test(path) || !caller.authorization) {
      sendFileNotFound(res);
      return;
    }
    await serveFile(res, logger, () => files.access(path, caller));
  });

  return router;
}

/**
 * An upload's answer: the CSRF header and a multipart body are required, then a session (`send` null: 401), then
 * `send` streams the body to the gateway and the stored path is answered as `{ path }`.
 */
export async function answerUpload(
  req: Request,
  res: Response,
  logger: Logger,
  send: ((body: UploadBody) => Promise<string>) | null,
): Promise<void> {
  if (req.get(UPLOAD_REQUEST_HEADER) !== '1') {
    refuseUpload(req, res, 400, 'BAD_REQUEST', '请求不正确：缺少上传请求标记');
    return;
  }
  const contentType = req.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) {
    refuseUpload(req, res, 400, 'BAD_REQUEST', '请求不正确：上传内容必须是 multipart/form-data');
    return;
  }
  if (!send) {
    refuseUpload(req, res, 401, 'UNAUTHENTICATED', '请先登录');
    return;
  }
  try {
    const contentLength = req.get('content-length');
    const path = await send({ stream: req, contentType, ...(contentLength ? { contentLength } : {}) });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ path });
  } catch (error) {
    // The browser gave up (cancelled upload): nobody to answer.
    if (req.socket.destroyed) return;
    const mapped = mapError(error);
    if (mapped.log) logger[mapped.log]('file-upload-failed', { error: describeError(error) });
    const status = STATUS[mapped.extensions.code] ?? 500;
    // The gateway may refuse before the body has wholly arrived (a dead session): as for the refusals above, the rest
    // of a small or undeclared one is read (up to REFUSED_BODY_READ_LIMIT) before the answer, so the browser is not
    // reset while still sending; one declared larger is answered at once.
    const declared = req.get('content-length');
    if (declared === undefined || Number(declared) <= REFUSED_BODY_READ_LIMIT) {
      req.unpipe();
      refuseUpload(req, res, status, mapped.extensions.code, mapped.message);
      return;
    }
    fail(res, status, mapped.extensions.code, mapped.message);
  }
}

export function sendFileNotFound(res: Response): void {
  res.status(404).setHeader('Cache-Control', 'no-store');
  res.type('text/plain; charset=utf-8').send(FILE_NOT_FOUND_TEXT);
}

/**
 * Answers a file the gateway streams (`fetch`), with the served file's own headers (nosniff, no caching, its CSP);
 * null is 404, a session that ended too (no hint that the file exists), any other failure its status and text.
 */
export async function serveFile(res: Response, logger: Logger, fetch: () => Promise<FileAnswer | null>): Promise<void> {
  try {
    const answer = await fetch();
    if (!answer) {
      sendFileNotFound(res);
      return;
    }
    res.status(200);
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store, no-transform');
    res.setHeader('Content-Security-Policy', FILE_CSP);
    answer.body.on('error', () => res.destroy());
    res.on('close', () => answer.body.destroy());
    answer.body.pipe(res);
  } catch (error) {
    const mapped = mapError(error);
    if (mapped.log) logger[mapped.log]('file-access-failed', { error: describeError(error) });
    if (mapped.extensions.code === 'UNAUTHENTICATED') {
      sendFileNotFound(res);
      return;
    }
    res.status(STATUS[mapped.extensions.code] ?? 500).setHeader('Cache-Control', 'no-store');
    res.type('text/plain; charset=utf-8').send(mapped.message);
  }
}

import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GatewayCode } from '@sme/contract/codes';
import busboy from 'busboy';
import type { Request } from 'express';
import { ApiError } from '#http/api-error.ts';
import { FILE_MESSAGES, tooLargeMessage } from '../domain/file-messages.ts';
import { isStorageFailure, storageUnavailable } from './storage-failure.ts';

/** An upload's one file, staged in a temporary file: the caller checks it and must remove `tempPath`. */
export interface StagedUpload {
  tempPath: string;
  size: number;
  sha256: string;
  /** The client's file name (only its extension and a display name are ever used). */
  fileName: string;
}

/** Room for the multipart headers and boundaries around the file (and a few small fields). */
const MULTIPART_OVERHEAD = 64 * 1024;

const malformed = (message: string = FILE_MESSAGES.malformed) =>
  new ApiError(GatewayCode.FILE_UPLOAD_MALFORMED, message);

/**
 * Streams a multipart/form-data request's one file part named `file` into a temporary file in `stagingDir`,
 * counting and hashing the bytes on the way (never the whole file in memory). Refuses, with the temporary file
 * removed: not multipart, a malformed body, no file part, a second file part, an empty file, more than `maxBytes`
 * (exactly `maxBytes` passes). A disk that cannot take the file answers -6009 and is logged.
 */
export async function receiveUpload(
  req: Request,
  options: { stagingDir: string; maxBytes: number },
): Promise<StagedUpload> {
  if (!/^multipart\/form-data\b/i.test(req.get('content-type') ?? '')) throw malformed();
  const declared = Number(req.get('content-length') ?? Number.NaN);
  if (declared > options.maxBytes + MULTIPART_OVERHEAD) throw cutOff(req, options.maxBytes);

  await fs.promises.mkdir(options.stagingDir, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
    throw isStorageFailure(error) ? storageUnavailable(error, 'staging') : error;
  });
  const tempPath = path.join(options.stagingDir, `${randomBytes(16).toString('hex')}.upload`);
  try {
    const staged = await stream(req, options.maxBytes, tempPath);
    if (staged.size === 0) throw new ApiError(GatewayCode.FILE_EMPTY, FILE_MESSAGES.empty);
    return staged;
  } catch (error) {
    await fs.promises.rm(tempPath, { force: true });
    throw error;
  }
}

/** A body far beyond the limit is not read to its end: the answer closes the connection instead. */
function cutOff(req: Request, maxBytes: number): ApiError {
  req.res?.setHeader('Connection', 'close');
  return tooLarge(maxBytes);
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(GatewayCode.FILE_TOO_LARGE, tooLargeMessage(maxBytes));
}

function stream(req: Request, maxBytes: number, tempPath: string): Promise<StagedUpload> {
  return new Promise<StagedUpload>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        // busboy reports its limit when a file reaches it: one byte more tells "exactly the limit" from "over it".
        limits: { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 },
      });
    } catch {
      reject(malformed());
      return;
    }
    let refusal: ApiError | null = null;
    let writing: Promise<void> | null = null;
    let counter: HashingCounter | null = null;
    let part: (NodeJS.ReadableStream & { destroy(): void }) | null = null;
    let fileName = '';
    let truncated = false;
    let rawBytes = 0;
    let settled = false;
    const fail = (error: ApiError) => {
      refusal ??= error;
    };
    const finish = (error: ApiError | null) => {
      if (settled) return;
      settled = true;
      if (error) {
        req.unpipe(parser);
        part?.destroy();
        parser.destroy();
        // The temporary file is removed by the caller: only once nothing writes it any more.
        void (writing ?? Promise.resolve()).catch(() => {}).then(() => reject(error));
        return;
      }
      void (writing ?? Promise.resolve()).then(
        () => {
          if (refusal) reject(refusal);
          else if (!counter) reject(malformed(FILE_MESSAGES.noFile));
          else if (truncated) reject(tooLarge(maxBytes));
          else resolve({ tempPath, size: counter.bytes, sha256: counter.digest(), fileName });
        },
        () => reject(refusal ?? malformed()),
      );
    };

    parser.on('file', (name, file, info) => {
      if (name !== 'file' || counter) {
        fail(name !== 'file' ? malformed(FILE_MESSAGES.noFile) : malformed(FILE_MESSAGES.oneFileOnly));
        file.resume();
        return;
      }
      fileName = info.filename ?? '';
      counter = new HashingCounter();
      part = file;
      file.on('limit', () => {
        truncated = true;
      });
      const sink = fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
      // A pipeline cut short settles before its file stream has opened and closed; removing the temporary file then
      // would race the open that creates it, so the writing is over only once the stream has closed.
      const closed = new Promise<void>((settle) => sink.once('close', () => settle()));
      writing = pipeline(file, counter, sink).finally(() => closed);
      writing.catch((error: unknown) =>
        fail(isStorageFailure(error) ? storageUnavailable(error, 'staging') : malformed()),
      );
    });
    parser.on('filesLimit', () => fail(malformed(FILE_MESSAGES.oneFileOnly)));
    parser.on('partsLimit', () => fail(malformed()));
    parser.on('fieldsLimit', () => fail(malformed()));
    parser.on('error', () => finish(refusal ?? malformed()));
    parser.on('close', () => finish(null));
    req.on('data', (chunk: Buffer) => {
      rawBytes += chunk.length;
      // A body far beyond any file we take is not read to its end.
      if (rawBytes > maxBytes + MULTIPART_OVERHEAD) finish(cutOff(req, maxBytes));
    });
    req.on('aborted', () => finish(malformed()));
    req.on('error', () => finish(malformed()));
    req.pipe(parser);
  });
}

/** Passes the file's bytes through, counting them and computing their SHA-256. */
class HashingCounter extends Transform {
  bytes = 0;
  private readonly hash = createHash('sha256');
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    this.hash.update(chunk);
    done(null, chunk);
  }
  digest(): string {
    return this.hash.digest('hex');
  }
}

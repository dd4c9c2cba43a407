import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { GatewayCode } from '@sme/contract/codes';
import { REQUEST_ID_HEADER } from '@sme/contract/observability';
import got, { type Request as GotRequest } from 'got';
import { currentRequestId } from '#logger.ts';
import type { GatewayCaller } from './gateway-client.ts';
import { classifyNetworkError, readEnvelope } from './got-transport.ts';
import { GatewayBusinessError } from './upstream-errors.ts';

export interface FileTransportOptions {
  /** The gateway's API base, as for the JSON transport. */
  baseUrl: string;
  /** Time limit to connect and for the gateway's first answer byte (spec §9: 20 s); a slow upload is not cut off. */
  timeoutMs: number;
}

/** An upload's multipart body as the browser sent it. */
export interface UploadBody {
  stream: Readable;
  contentType: string;
  contentLength?: string;
}

/** The gateway's answer of accessFile: headers to pass on and the bytes. */
export interface FileAnswer {
  headers: Record<string, string>;
  body: Readable;
}

/** Files streamed to and from the gateway: never a whole file in the graph's memory. */
export interface FileTransport {
  /** Streams the multipart body to /zzzttt/file/upload; answers the stored path or throws like the JSON transport. */
  upload(body: UploadBody, caller: GatewayCaller): Promise<string>;
  /**
   * /loan/org/thread/file/upload (issue 20, slice staff-files): a staff member's file for their message on the
   * application's thread; answers the stored path or throws like the JSON transport.
   */
  staffUpload(body: UploadBody, applicationId: number, staffToken: string, clientIp?: string): Promise<string>;
  /** /zzzttt/file/accessFile: the bytes, or null when the file does not exist or is not the caller's. */
  access(path: string, caller: GatewayCaller): Promise<FileAnswer | null>;
  /**
   * /loan/org/material/open (issue 20, deskview): an application's material for the staff token, or null when it is
   * not there or not the institution's; other refusals (no session, not in force, downloads off) throw.
   */
  staffMaterial(input: StaffMaterialInput, staffToken: string, clientIp?: string): Promise<FileAnswer | null>;
  /** /loan/gov/subsidy/file/open (issue 22, slice subsidy-pages): a claim's evidence for the reviewer, or null. */
  subsidyEvidence(
    input: { id: number; path: string },
    staffToken: string,
    clientIp?: string,
  ): Promise<FileAnswer | null>;
  close(): void;
}

/** Which material of which application, and whether as a download. */
export interface StaffMaterialInput {
  id: number;
  path: string;
  download: boolean;
}

/** The browser closed its upload before the end: the gateway request is dropped with this reason. */
export class UploadAbortedError extends Error {
  constructor() {
    super('upload aborted by the client');
  }
}

/** Headers of accessFile's answer that reach the browser (anything else stays between graph and gateway). */
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'cache-control',
];
/** An envelope is small; anything longer is not one. */
const ENVELOPE_LIMIT = 64 * 1024;

function callerHeaders(caller: GatewayCaller): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (caller.authorization) headers.authorization = caller.authorization;
  if (caller.clientIp) headers['x-forwarded-for'] = caller.clientIp;
  const requestId = currentRequestId();
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  return headers;
}

/** Reads a (small) envelope answer and hands it to the JSON transport's reading of envelopes. */
function readSmallAnswer(upstream: GotRequest, status: number, path: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    upstream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= ENVELOPE_LIMIT) chunks.push(chunk);
    });
    upstream.on('end', () => {
      try {
        resolve(readEnvelope(status, Buffer.concat(chunks).toString('utf8'), path));
      } catch (error) {
        reject(error);
      }
    });
    upstream.on('error', (error) => reject(classifyNetworkError(error, path)));
  });
}

export function createFileTransport(options: FileTransportOptions): FileTransport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const agent = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
  const client = got.extend({
    agent,
    timeout: { connect: options.timeoutMs, response: options.timeoutMs },
    retry: { limit: 0 },
    throwHttpErrors: false,
    followRedirect: false,
  });

  /** The gateway's answer head, or the classified network failure. */
  function answerOf(upstream: GotRequest, path: string) {
    return new Promise<{ statusCode: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      upstream.once('response', resolve);
      upstream.once('error', (error) => reject(classifyNetworkError(error, path)));
    });
  }

  return {
    upload(body, caller) {
      return streamUpload('/zzzttt/file/upload', callerHeaders(caller), body);
    },

    staffUpload(body, applicationId, staffToken, clientIp) {
      const headers = { ...callerHeaders(clientIp ? { clientIp } : {}), 'x-staff-token': staffToken };
      return streamUpload(`/loan/org/thread/file/upload?applicationId=${applicationId}`, headers, body);
    },

    access(filePath, caller) {
      const headers = { ...callerHeaders(caller), 'content-type': 'text/plain; charset=utf-8' };
      return fileOf('/zzzttt/file/accessFile', headers, filePath, [GatewayCode.FILE_NOT_FOUND]);
    },

    staffMaterial(input, staffToken, clientIp) {
      const headers = {
        ...callerHeaders(clientIp ? { clientIp } : {}),
        'x-staff-token': staffToken,
        'content-type': 'application/json',
      };
      const notFound = [GatewayCode.FILE_NOT_FOUND, GatewayCode.APPLICATION_NOT_FOUND];
      return fileOf('/loan/org/material/open', headers, JSON.stringify(input), notFound);
    },

    subsidyEvidence(input, staffToken, clientIp) {
      const headers = {
        ...callerHeaders(clientIp ? { clientIp } : {}),
        'x-staff-token': staffToken,
        'content-type': 'application/json',
      };
      return fileOf('/loan/gov/subsidy/file/open', headers, JSON.stringify(input), [GatewayCode.FILE_NOT_FOUND]);
    },

    close: () => {
      agent.http.destroy();
      agent.https.destroy();
    },
  };

  /** Streams a multipart body to an upload call; answers the stored path or throws like the JSON transport. */
  async function streamUpload(path: string, callerHeaders: Record<string, string>, body: UploadBody): Promise<string> {
    const headers: Record<string, string> = { ...callerHeaders, 'content-type': body.contentType };
    if (body.contentLength) headers['content-length'] = body.contentLength;
    const upstream = client.stream.post(baseUrl + path, { headers });
    // The browser gave up (cancel): the gateway's half-received upload is dropped with the connection.
    const aborted = new Promise<never>((_resolve, reject) => {
      body.stream.once('close', () => {
        if (body.stream.readableEnded) return;
        upstream.destroy();
        reject(new UploadAbortedError());
      });
    });
    aborted.catch(() => {});
    body.stream.pipe(upstream);
    const answer = await Promise.race([answerOf(upstream, path), aborted]);
    const data = await Promise.race([readSmallAnswer(upstream, answer.statusCode, path), aborted]);
    if (typeof data !== 'string') throw new GatewayBusinessError(GatewayCode.INTERNAL, '上传失败，请稍后再试', null);
    return data;
  }

  /** The bytes a file call answers, null for its not-found codes; any other envelope throws as the JSON transport does. */
  async function fileOf(
    path: string,
    headers: Record<string, string>,
    body: string,
    notFound: readonly number[],
  ): Promise<FileAnswer | null> {
    const upstream = client.stream.post(baseUrl + path, { headers, body });
    const answer = await answerOf(upstream, path);
    const type = String(answer.headers['content-type'] ?? '');
    if (answer.statusCode === 200 && !type.startsWith('application/json')) {
      const passed: Record<string, string> = {};
      for (const name of PASSED_HEADERS) {
        const value = answer.headers[name];
        if (typeof value === 'string') passed[name] = value;
      }
      return { headers: passed, body: upstream };
    }
    try {
      await readSmallAnswer(upstream, answer.statusCode, path);
    } catch (error) {
      if (error instanceof GatewayBusinessError && notFound.includes(error.gatewayCode)) return null;
      throw error;
    }
    // An envelope with code 0 instead of bytes: not a file we can serve.
    return null;
  }
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { GatewayCode } from '@sme/contract/codes';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileTransport, type FileTransport, UploadAbortedError } from './file-transport.ts';
import { GatewayBusinessError } from './upstream-errors.ts';

/** A stand-in gateway on a free port; `handle` answers each request. */
async function gatewayStandIn(handle: http.RequestListener): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const caller = { authorization: 'Bearer token-1', clientIp: '10.0.0.9' };
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup) await step();
  cleanup = [];
});

async function transportTo(handle: http.RequestListener): Promise<FileTransport> {
  const standIn = await gatewayStandIn(handle);
  const transport = createFileTransport({ baseUrl: standIn.baseUrl, timeoutMs: 5000 });
  cleanup.push(async () => {
    transport.close();
    await standIn.close();
  });
  return transport;
}

describe('file transport', () => {
  it('streams the body with the caller headers and answers the stored path', async () => {
    let received = '';
    let headers: http.IncomingHttpHeaders = {};
    const transport = await transportTo((req, res) => {
      headers = req.headers;
      req.on('data', (chunk: Buffer) => {
        received += chunk.toString('utf8');
      });
      req.on('end', () => res.end(JSON.stringify({ code: 0, msg: 'ok', data: 'f/202611/abc.pdf' })));
    });
    const body = new PassThrough();
    const done = transport.upload({ stream: body, contentType: 'multipart/form-data; boundary=x' }, caller);
    body.write('part one,');
    body.end('part two');
    expect(await done).toBe('f/202611/abc.pdf');
    expect(received).toBe('part one,part two');
    expect(headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-forwarded-for': '10.0.0.9',
      'content-type': 'multipart/form-data; boundary=x',
    });
  });

  it('drops the gateway request when the browser gives up mid-upload', async () => {
    let gatewaySawAbort: () => void = () => {};
    const aborted = new Promise<void>((resolve) => {
      gatewaySawAbort = resolve;
    });
    const transport = await transportTo((req) => {
      req.on('data', () => {});
      req.on('close', () => {
        if (!req.complete) gatewaySawAbort();
      });
    });
    const body = new PassThrough();
    const done = transport.upload({ stream: body, contentType: 'multipart/form-data; boundary=x' }, caller);
    done.catch(() => {});
    body.write('a first chunk');
    await new Promise((resolve) => setTimeout(resolve, 50));
    body.destroy();
    await aborted;
    await expect(done).rejects.toBeInstanceOf(UploadAbortedError);
  });

  it('throws the envelope of a refused upload like the JSON transport', async () => {
    const transport = await transportTo((req, res) => {
      req.resume();
      req.on('end', () => res.end(JSON.stringify({ code: GatewayCode.FILE_EMPTY, msg: '文件内容为空', data: null })));
    });
    const body = new PassThrough();
    const done = transport.upload({ stream: body, contentType: 'multipart/form-data; boundary=x' }, caller);
    body.end('');
    await expect(done).rejects.toEqual(new GatewayBusinessError(GatewayCode.FILE_EMPTY, '文件内容为空', null));
  });

  it('passes a file through with its own headers only, and answers null for FILE_NOT_FOUND', async () => {
    const transport = await transportTo((req, res) => {
      let path = '';
      req.on('data', (chunk: Buffer) => {
        path += chunk.toString('utf8');
      });
      req.on('end', () => {
        if (path !== 'f/202611/mine.pdf') {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ code: GatewayCode.FILE_NOT_FOUND, msg: '文件不存在或无权访问', data: null }));
          return;
        }
        res.setHeader('content-type', 'application/pdf');
        res.setHeader('content-disposition', "inline; filename*=UTF-8''a.pdf");
        res.setHeader('x-internal', 'secret');
        res.end('%PDF-1.4 bytes');
      });
    });
    const answer = await transport.access('f/202611/mine.pdf', caller);
    expect(answer?.headers).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': "inline; filename*=UTF-8''a.pdf",
      'content-length': '14',
    });
    const chunks: Buffer[] = [];
    for await (const chunk of answer?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe('%PDF-1.4 bytes');
    expect(await transport.access('f/202611/theirs.pdf', caller)).toBeNull();
  });
});

import http from 'node:http';
import { GatewayCode } from '@sme/contract/codes';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { REGISTRY_FIXTURE } from '../../apps/gateway/src/seed/registry/registry-fixtures.ts';
import { png } from '../support/sample-files/images.ts';
import { pdf } from '../support/sample-files/pdf.ts';
import { type Browser, data, failure, freshIp, registerAccount } from './support/accounts-platform.ts';
import { SMART_MAKING, signInDemoOwner } from './support/demo-owner.ts';
import { listen } from './support/listen.ts';
import { accountsPlatformForFile } from './support/platform-for-file.ts';

const STORED = /^f\/\d{6}\/[0-9a-f]{32}\.(pdf|png)$/;
const DELETE = 'mutation($paths: [String!]!) { deleteFiles(paths: $paths) }';

/** A Windows executable's header under a .pdf name. */
const RENAMED_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

const platform = accountsPlatformForFile();

async function demo(): Promise<Browser> {
  return signInDemoOwner(platform, SMART_MAKING);
}

/** A new account with a registry company of its own: another company's staff. */
async function otherCompany(): Promise<Browser> {
  const browser: Browser = { ip: freshIp() };
  await registerAccount(platform, browser);
  const { distinctive } = REGISTRY_FIXTURE;
  await data(
    platform.app,
    browser,
    'mutation($input: AddCompanyInput!) { addCompany(input: $input) { companyName } }',
    {
      input: {
        companyName: distinctive.name,
        uniformCode: distinctive.uniformCode,
        legalPerson: distinctive.legalPerson,
      },
    },
  );
  return browser;
}

/**
 * An upload written by hand over a real socket (supertest would buffer the body): `write` sends what it likes, the
 * answer is what the server said, whether or not it read the rest.
 */
async function rawUpload(
  browser: Browser,
  headers: Record<string, string>,
  write: (outgoing: http.ClientRequest) => void,
): Promise<{ status: number; body: string }> {
  const server = await listen(platform.app);
  try {
    return await new Promise((resolve, reject) => {
      const outgoing = http.request(`${server.origin}/files/upload`, {
        method: 'POST',
        headers: {
          cookie: browser.cookie ?? '',
          'x-upload-request': '1',
          'content-type': 'multipart/form-data; boundary=b',
          ...headers,
        },
      });
      let answered = false;
      outgoing.on('response', (response) => {
        answered = true;
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8');
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      // The server may close the connection while bytes are still on their way; the answer is what counts. The reset
      // can reach the socket after the answer, when the request has let it go: heard there too.
      outgoing.on('error', (error) => {
        if (!answered) reject(error);
      });
      outgoing.on('socket', (socket) => socket.on('error', () => {}));
      write(outgoing);
    });
  } finally {
    await server.close();
  }
}

function upload(browser: Browser, bytes: Buffer, name: string, headers: Record<string, string> = {}) {
  const call = request(platform.app)
    .post('/files/upload')
    .set('x-forwarded-for', browser.ip)
    .set({ 'x-upload-request': '1', ...headers });
  if (browser.cookie) call.set('cookie', browser.cookie);
  return call.attach('file', bytes, name);
}

function read(browser: Browser, path: string) {
  const call = request(platform.app).get(`/files/${path}`).set('x-forwarded-for', browser.ip);
  if (browser.cookie) call.set('cookie', browser.cookie);
  return call.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

async function uploaded(browser: Browser, bytes: Buffer, name: string): Promise<string> {
  const response = await upload(browser, bytes, name);
  expect(response.status).toBe(200);
  expect(response.body.path).toMatch(STORED);
  return response.body.path as string;
}

describe('POST /files/upload through the graph', () => {
  it('streams the file to the gateway with the session cookie and answers the stored path', async () => {
    const browser = await demo();
    const path = await uploaded(browser, pdf(), '终止授权书.pdf');
    expect(path).toMatch(/\.pdf$/);
    expect(await uploaded(browser, png(), 'photo.PNG')).toMatch(/\.png$/);
  });

  it('maps a refused file to FILE_REFUSED with the gateway message and no path', async () => {
    const browser = await demo();
    const response = await upload(browser, RENAMED_EXE, 'document.pdf');
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ code: 'FILE_REFUSED', message: expect.stringMatching(/[\u4e00-\u9fff]/) });
    const empty = await upload(browser, Buffer.alloc(0), 'empty.pdf');
    expect(empty.status).toBe(422);
    expect(empty.body.code).toBe('FILE_REFUSED');
  });

  it('answers a body declaring more than 20 MB at once with FILE_REFUSED 文件大小不能超过20MB, without reading it', async () => {
    const answer = await rawUpload(await demo(), { 'content-length': String(25 * 1024 * 1024) }, (outgoing) => {
      outgoing.write('--b\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n\r\n');
      outgoing.write(Buffer.alloc(64 * 1024, 0x20));
    });
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body)).toEqual({ code: 'FILE_REFUSED', message: '文件大小不能超过20MB' });
  });

  it('answers a chunked body (no Content-Length) that grows past 20 MB with FILE_REFUSED 文件大小不能超过20MB', async () => {
    const answer = await rawUpload(await demo(), { 'transfer-encoding': 'chunked' }, (outgoing) => {
      outgoing.write('--b\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n\r\n%PDF-1.4\n');
      // One block written again and again as fast as the client can (the bytes are not copied nor kept).
      const block = Buffer.alloc(256 * 1024, 0x20);
      for (let sent = 0; sent < 30 * 1024 * 1024; sent += block.length) outgoing.write(block);
      outgoing.end();
    });
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body)).toEqual({ code: 'FILE_REFUSED', message: '文件大小不能超过20MB' });
  });

  it('requires the X-Upload-Request header (a cross-site form cannot send it), a multipart body and a session', async () => {
    const browser = await demo();
    const withoutHeader = await request(platform.app)
      .post('/files/upload')
      .set('cookie', browser.cookie ?? '')
      .attach('file', png(), 'a.png');
    expect(withoutHeader.status).toBe(400);
    expect(withoutHeader.body.code).toBe('BAD_REQUEST');
    const notMultipart = await request(platform.app)
      .post('/files/upload')
      .set({ cookie: browser.cookie ?? '', 'x-upload-request': '1', 'content-type': 'text/plain' })
      .send('hello');
    expect(notMultipart.status).toBe(400);
    const visitor = await upload({ ip: freshIp() }, png(), 'a.png');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ code: 'UNAUTHENTICATED', message: '请先登录' });
    const deadSession = await upload({ ip: freshIp(), cookie: 'PC-Front-Token=not-a-session' }, png(), 'a.png');
    expect(deadSession.status).toBe(401);
    expect(deadSession.body.code).toBe('UNAUTHENTICATED');
  });

  it('reads the whole of a small upload the gateway refused before answering, so the browser is not reset mid-send', async () => {
    const part = Buffer.alloc(64 * 1024, 0x41);
    let lastPartSentAt = Number.POSITIVE_INFINITY;
    const answer = await rawUpload(
      { ip: freshIp(), cookie: 'PC-Front-Token=not-a-session' },
      { 'content-length': String(part.length * 3) },
      (outgoing) => {
        outgoing.write(part);
        setTimeout(() => outgoing.write(part), 150);
        setTimeout(() => {
          lastPartSentAt = Date.now();
          outgoing.end(part);
        }, 300);
      },
    );
    const answeredAt = Date.now();
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(answeredAt).toBeGreaterThanOrEqual(lastPartSentAt);
  });
});

describe('GET /files/<path>', () => {
  it('streams the owner its file with the gateway headers', async () => {
    const browser = await demo();
    const bytes = pdf();
    const path = await uploaded(browser, bytes, '终止授权书.pdf');
    const response = await read(browser, path);
    expect(response.status).toBe(200);
    expect(Buffer.compare(response.body as Buffer, bytes)).toBe(0);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['content-disposition']).toMatch(/^inline; .*filename\*=UTF-8''/);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('终止授权书.pdf'));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it("answers 404 文件不存在或无权访问 to another company's account, a visitor, and unknown or malformed paths", async () => {
    const owner = await demo();
    const path = await uploaded(owner, png(), 'a.png');
    const stranger = await otherCompany();
    for (const [browser, asked] of [
      [stranger, path],
      [{ ip: freshIp() }, path],
      [owner, path.replace(/[0-9a-f]{32}/, '0'.repeat(32))],
      [owner, 'f/202611/..%2F..%2Fetc%2Fpasswd'],
      [owner, 'f/202611/x.png'],
    ] as const) {
      const response = await read(browser, asked);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect((response.body as Buffer).toString('utf8')).toBe('文件不存在或无权访问');
    }
  });
});

describe('deleteFiles', () => {
  it('deletes own files; afterwards they are gone', async () => {
    const browser = await demo();
    const path = await uploaded(browser, png(), 'a.png');
    expect(await data(platform.app, browser, DELETE, { paths: [path] })).toEqual({ deleteFiles: true });
    expect((await read(browser, path)).status).toBe(404);
    expect(await data(platform.app, browser, DELETE, { paths: [path] })).toEqual({ deleteFiles: true });
  });

  it("refuses another company's file (nothing deleted), malformed paths before the gateway, and a visitor", async () => {
    const owner = await demo();
    const path = await uploaded(owner, png(), 'a.png');
    const stranger = await otherCompany();
    const own = await uploaded(stranger, png(), 'b.png');
    const refused = await failure(platform.app, stranger, DELETE, { paths: [own, path] });
    expect(refused.error.extensions).toEqual({ code: 'FILE_NOT_FOUND', gatewayCode: GatewayCode.FILE_NOT_FOUND });
    expect((await read(owner, path)).status).toBe(200);
    expect((await read(stranger, own)).status).toBe(200);
    const malformed = await failure(platform.app, owner, DELETE, { paths: ['../x.png'] });
    expect(malformed.error.extensions).toEqual({ code: 'BAD_USER_INPUT', argument: 'paths' });
    expect((await failure(platform.app, owner, DELETE, { paths: [] })).error.message).toBe('请选择要删除的文件');
    expect((await failure(platform.app, { ip: freshIp() }, DELETE, { paths: [path] })).error.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('answers the portal prefix of stored paths', async () => {
    const browser = await demo();
    expect(await data(platform.app, browser, 'query { filePrefix }')).toEqual({ filePrefix: '/files/' });
  });
});

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHousekeeping } from '#features/accounts/services/housekeeping.ts';
import { sweepStagedUploads, sweepStalePartials, sweepUnattachedFiles } from '#features/files/services/file-sweep.ts';
import { png } from '../../../tests/support/sample-files/images.ts';
import { pdf, pdfOfSize } from '../../../tests/support/sample-files/pdf.ts';
import { HOUR, harnessForFile } from './accounts-support.ts';
import {
  access,
  envelopeOf,
  type FilesHarness,
  fileRows,
  member,
  startFiles,
  storedObjects,
  upload,
  uploaded,
} from './files-support.ts';

const MB = 1024 * 1024;

describe('the 20 MB limit (the real one)', () => {
  const h = harnessForFile(startFiles);

  it('refuses 20 MB + 1 byte with FILE_TOO_LARGE and keeps nothing', async () => {
    const owner = await member(h);
    const over = Buffer.concat([pdf(), Buffer.alloc(20 * MB + 1 - pdf().length, 0x20)]);
    expect(over.length).toBe(20 * MB + 1);
    const answer = await upload(h.app, owner.token, 'scan.pdf', over);
    expect(answer.body).toEqual({ code: -6002, msg: '文件大小不能超过20MB', data: null });
    expect(await fileRows(h)).toBe(0);
    expect(storedObjects(h)).toEqual([]);
  });

  it('takes a file of exactly 20 MiB (the limit is inclusive) and stores all of it', async () => {
    const owner = await member(h);
    const answer = await streamedUpload(h, owner.token, 'scan.pdf', pdfOfSize(20 * MB));
    expect(answer).toMatchObject({ code: 0 });
    const rows = await h.database.db
      .selectFrom('stored_file')
      .select('size_bytes')
      .where('path', '=', String(answer.data))
      .execute();
    expect(rows.map((row) => Number(row.size_bytes))).toEqual([20 * MB]);
  });

  it('refuses 20 MiB + 1 byte sent as a stream (no Content-Length) with FILE_TOO_LARGE', async () => {
    const owner = await member(h);
    const answer = await streamedUpload(h, owner.token, 'scan.pdf', pdfOfSize(20 * MB + 1));
    expect(answer).toEqual({ code: -6002, msg: '文件大小不能超过20MB', data: null });
  });

  it('refuses a body declaring far more than the limit without reading it, closing the connection', async () => {
    const owner = await member(h);
    const server = http.createServer(h.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; connection: string | undefined; body: string }>(
        (resolve, reject) => {
          const call = http.request({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/zzzttt/file/upload',
            headers: {
              Authorization: `Bearer ${owner.token}`,
              'Content-Type': 'multipart/form-data; boundary=b',
              'Content-Length': String(500 * MB),
            },
          });
          call.on('response', (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => {
              body += chunk.toString('utf8');
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
          });
          call.on('error', reject);
          // Only the first bytes are ever sent: the answer must come without the other 500 MB.
          call.write('--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\n');
        },
      );
      expect(answer.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({ code: -6002, msg: '文件大小不能超过20MB', data: null });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

/** Uploads the blocks as one multipart file part, chunked (no Content-Length); answers the envelope. */
async function streamedUpload(h: FilesHarness, token: string, name: string, blocks: Iterable<Buffer>) {
  const server = http.createServer(h.app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<Record<string, unknown>>((resolve, reject) => {
      const call = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/zzzttt/file/upload',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=b' },
      });
      call.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8');
        });
        res.on('end', () => resolve(JSON.parse(body)));
      });
      call.on('error', reject);
      function* body() {
        yield Buffer.from(`--b\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`);
        yield* blocks;
        yield Buffer.from('\r\n--b--\r\n');
      }
      Readable.from(body()).pipe(call);
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

describe('a disk that cannot take the upload', () => {
  const h = harnessForFile(() => startFiles({ maxFileBytes: MB }));

  it('answers -6009 系统繁忙 (not a malformed upload) and logs an error line when the disk is full', async () => {
    const owner = await member(h);
    const realCreate = fs.createWriteStream;
    // /dev/full answers every write with ENOSPC: the kernel's own "no space left on device".
    const full = vi
      .spyOn(fs, 'createWriteStream')
      .mockImplementation(((_path: fs.PathLike, options?: object) =>
        realCreate('/dev/full', { ...options, flags: 'w' })) as typeof fs.createWriteStream);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await upload(h.app, owner.token, 'a.png', png());
      expect(answer.body).toEqual({ code: -6009, msg: '系统繁忙，文件暂时无法保存，请稍后再试', data: null });
      expect(logged.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/file-storage-failed.*ENOSPC/);
    } finally {
      full.mockRestore();
      logged.mockRestore();
    }
    expect(await fileRows(h)).toBe(0);
  });
});

describe('the upload budget and the sweep', () => {
  let h: FilesHarness;
  beforeAll(async () => {
    // RATE_LIMIT_FACTOR 0.03: 3 uploads an hour instead of 100; sessions that outlive the sweep's day.
    h = await startFiles({
      maxFileBytes: MB,
      accounts: { rateLimitFactor: 0.03, sessionIdleMs: 3 * 24 * HOUR, sessionAbsoluteMs: 7 * 24 * HOUR },
    });
  });
  afterAll(() => h.close());

  it('allows an account its uploads an hour, then refuses with -1029 until the hour has passed', async () => {
    const owner = await member(h);
    for (let i = 0; i < 3; i++) await uploaded(h.app, owner.token, 'a.png', png());
    const refused = await upload(h.app, owner.token, 'a.png', png());
    expect(refused.body).toEqual({ code: -1029, msg: '上传文件过于频繁，请稍后再试', data: null });
    const other = await member(h);
    expect((await upload(h.app, other.token, 'a.png', png())).body.code).toBe(0);
    h.clock.advance(HOUR + 1000);
    expect((await upload(h.app, owner.token, 'a.png', png())).body.code).toBe(0);
  });

  it('sweeps files never attached a day after upload (row and object), and keeps attached and younger ones', async () => {
    const owner = await member(h);
    const old = await uploaded(h.app, owner.token, 'old.png', png());
    const attached = await uploaded(h.app, owner.token, 'kept.pdf', pdf());
    await h.database.db
      .updateTable('stored_file')
      .set({ attached_at: h.clock.now(), attached_purpose: 'test', attached_ref: 'test:1' })
      .where('path', '=', attached)
      .execute();
    h.clock.advance(23 * HOUR);
    const young = await uploaded(h.app, owner.token, 'young.png', png());
    const storage = h.deps.fileStorage;

    // 23 hours on, the old file stays (the budget test's files, a day old by now, may go).
    await sweepUnattachedFiles(h.database.db, storage, h.clock.now());
    expect((await access(h.app, owner.token, old)).headers['content-type']).toBe('image/png');
    h.clock.advance(2 * HOUR);
    const objectsBefore = storedObjects(h);
    expect(await sweepUnattachedFiles(h.database.db, storage, h.clock.now())).toBeGreaterThanOrEqual(1);
    expect(envelopeOf((await access(h.app, owner.token, old)).body as Buffer).code).toBe(-6001);
    expect(storedObjects(h).filter((file) => file.endsWith(old.split('/')[2] ?? '-'))).toEqual([]);
    expect(objectsBefore.some((file) => file.endsWith(old.split('/')[2] ?? '-'))).toBe(true);
    expect((await access(h.app, owner.token, attached)).status).toBe(200);
    expect((await access(h.app, owner.token, young)).headers['content-type']).toBe('image/png');
    const rows = await h.database.db.selectFrom('stored_file').select('path').where('path', '=', old).execute();
    expect(rows).toEqual([]);
    expect(fs.existsSync(h.fileDir)).toBe(true);
  });

  it('removes staged uploads a stopped process left behind, a day on', async () => {
    const staging = h.deps.config.files.stagingDir;
    fs.mkdirSync(staging, { recursive: true });
    const stale = `${staging}/${'a'.repeat(32)}.upload`;
    const fresh = `${staging}/${'b'.repeat(32)}.upload`;
    fs.writeFileSync(stale, 'half an upload');
    fs.writeFileSync(fresh, 'an upload in progress');
    const twoDaysAgo = new Date(h.clock.now().getTime() - 48 * HOUR);
    fs.utimesSync(stale, twoDaysAgo, twoDaysAgo);
    fs.utimesSync(fresh, h.clock.now(), h.clock.now());
    expect(await sweepStagedUploads(staging, h.clock.now())).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    fs.rmSync(fresh);
  });

  it('removes .partial objects a killed process left in the storage folder, 15 minutes on, and nothing else', async () => {
    const month = `${h.fileDir}/202611`;
    fs.mkdirSync(month, { recursive: true });
    const stale = `${month}/${'c'.repeat(32)}.pdf.0123456789ab.partial`;
    const fresh = `${month}/${'d'.repeat(32)}.pdf.ba9876543210.partial`;
    const stored = `${month}/${'e'.repeat(32)}.pdf`;
    for (const file of [stale, fresh, stored]) fs.writeFileSync(file, 'bytes');
    const twentyMinutesAgo = new Date(h.clock.now().getTime() - 20 * 60_000);
    const tenMinutesAgo = new Date(h.clock.now().getTime() - 10 * 60_000);
    fs.utimesSync(stale, twentyMinutesAgo, twentyMinutesAgo);
    fs.utimesSync(fresh, tenMinutesAgo, tenMinutesAgo);
    fs.utimesSync(stored, twentyMinutesAgo, twentyMinutesAgo);
    expect(await sweepStalePartials(h.fileDir, h.clock.now())).toBe(1);
    expect([stale, fresh, stored].map((file) => fs.existsSync(file))).toEqual([false, true, true]);
    for (const file of [fresh, stored]) fs.rmSync(file);
  });

  it('is run by the housekeeping at each tick (main.ts hands it in)', async () => {
    const owner = await member(h);
    const path = await uploaded(h.app, owner.token, 'a.png', png());
    h.clock.advance(25 * HOUR);
    const stop = startHousekeeping(h.database.db, h.clock, 7 * 24 * HOUR, {
      stored_file: (now) => sweepUnattachedFiles(h.database.db, h.deps.fileStorage, now),
    });
    try {
      await vi.waitFor(async () => {
        const rows = await h.database.db.selectFrom('stored_file').select('id').where('path', '=', path).execute();
        expect(rows).toEqual([]);
      });
    } finally {
      stop();
    }
  });
});

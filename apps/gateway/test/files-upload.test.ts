import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpg, png } from '../../../tests/support/sample-files/images.ts';
import { pdf } from '../../../tests/support/sample-files/pdf.ts';
import { plainZip } from '../../../tests/support/sample-files/zip.ts';
import { freshIp } from './accounts-support.ts';
import {
  acceptedSamples,
  elf,
  exe,
  HTML,
  pngWithZip,
  SVG_WITH_SCRIPT,
  zipBombByDeclaredSize,
  zipBombByRatio,
  zipOfTooManyEntries,
} from './files-samples.ts';
import { access, fileRows, type Member, member, smallFilesForFile, storedObjects, upload } from './files-support.ts';

const h = smallFilesForFile();
let owner: Member;
beforeAll(async () => {
  owner = await member(h);
});

const PATH = /^f\/\d{6}\/[0-9a-f]{32}\.(jpg|png|gif|pdf|doc|docx|xls|xlsx|zip|rar)$/;

describe('POST /zzzttt/file/upload: accepted types, decided by content', () => {
  it('stores every accepted type under a new path with the canonical extension, byte for byte', async () => {
    for (const sample of acceptedSamples()) {
      const answer = await upload(h.app, owner.token, sample.name, sample.bytes);
      expect(answer.body, sample.name).toMatchObject({ code: 0, msg: '操作成功' });
      const path = answer.body.data as string;
      expect(path, sample.name).toMatch(PATH);
      expect(path.endsWith(`.${sample.kind}`), sample.name).toBe(true);
      const row = await h.database.db
        .selectFrom('stored_file')
        .selectAll()
        .where('path', '=', path)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        kind: sample.kind,
        content_type: sample.contentType,
        size_bytes: sample.bytes.length,
        company_id: owner.companyId,
        original_name: sample.name,
        attached_at: null,
        deleted_at: null,
      });
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
      const read = await access(h.app, owner.token, path);
      expect(Buffer.compare(read.body as Buffer, sample.bytes), sample.name).toBe(0);
    }
  });

  it('never derives the stored name from the client name, and keeps a sanitised display name', async () => {
    const answer = await upload(h.app, owner.token, 'C:\\fakepath\\报告<script>"x".png', png());
    expect(answer.body.code).toBe(0);
    const path = answer.body.data as string;
    expect(path).toMatch(PATH);
    const row = await h.database.db
      .selectFrom('stored_file')
      .select(['original_name', 'storage_key'])
      .where('path', '=', path)
      .executeTakeFirstOrThrow();
    expect(row.original_name).toBe('报告scriptx.png');
    expect(row.storage_key).toBe(path.slice(2));
    const long = await upload(h.app, owner.token, `${'很长的文件名'.repeat(30)}.pdf`, pdf());
    const longRow = await h.database.db
      .selectFrom('stored_file')
      .select('original_name')
      .where('path', '=', long.body.data)
      .executeTakeFirstOrThrow();
    expect(Array.from(longRow.original_name)).toHaveLength(100);
    expect(longRow.original_name.endsWith('.pdf')).toBe(true);
  });
});

describe('POST /zzzttt/file/upload: hostile files are refused, nothing is kept', () => {
  const cases: [string, string, () => Buffer, number, string][] = [
    ['an ELF executable named .pdf', 'contract.pdf', elf, -6004, '文件内容与扩展名不符，请上传真实的文件'],
    ['a Windows executable named .jpg', 'photo.jpg', exe, -6004, '文件内容与扩展名不符，请上传真实的文件'],
    ['a PNG named .jpg', 'photo.jpg', png, -6004, '文件内容与扩展名不符，请上传真实的文件'],
    ['a PDF named .doc', 'report.doc', () => pdf(), -6004, '文件内容与扩展名不符，请上传真实的文件'],
    [
      'a .doc that is not a Word file',
      'report.doc',
      () => Buffer.from('plain text pretending'),
      -6004,
      '文件内容与扩展名不符，请上传真实的文件',
    ],
    [
      'an executable under its own name',
      'setup.exe',
      exe,
      -6004,
      expect.stringContaining('不支持的文件类型') as unknown as string,
    ],
    ['HTML named .jpg', 'photo.jpg', () => HTML, -6005, '不允许上传网页、SVG或脚本文件'],
    ['an SVG with a script', 'logo.svg', () => SVG_WITH_SCRIPT, -6005, '不允许上传网页、SVG或脚本文件'],
    ['an SVG with a script named .png', 'logo.png', () => SVG_WITH_SCRIPT, -6005, '不允许上传网页、SVG或脚本文件'],
    [
      'a PNG with a zip appended (polyglot)',
      'photo.png',
      pngWithZip,
      -6005,
      '文件含有不允许的附加内容，请重新保存后上传',
    ],
    [
      'a JPEG with bytes after its end marker',
      'photo.jpg',
      () => Buffer.concat([jpg(), Buffer.from('<?php system($_GET[c]); ?>')]),
      -6005,
      '文件含有不允许的附加内容，请重新保存后上传',
    ],
    [
      'a PDF with /JavaScript',
      'a.pdf',
      () => pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
      -6005,
      'PDF文件含有脚本、自动执行的动作或内嵌文件，不允许上传',
    ],
    [
      'a PDF with /Launch',
      'a.pdf',
      () => pdf('/OpenAction << /S /Launch /F (cmd.exe) >> '),
      -6005,
      'PDF文件含有脚本、自动执行的动作或内嵌文件，不允许上传',
    ],
    [
      'a PDF hiding /JavaScript as /Java#53cript',
      'a.pdf',
      () => pdf('/OpenAction << /S /Java#53cript /JS (x) >> '),
      -6005,
      'PDF文件含有脚本、自动执行的动作或内嵌文件，不允许上传',
    ],
    [
      'a zip bomb by ratio (30 MB of zeros)',
      'bomb.zip',
      zipBombByRatio,
      -6006,
      '压缩文件解压后过大或文件数过多，不允许上传',
    ],
    ['a zip declaring 300 MB', 'bomb.zip', zipBombByDeclaredSize, -6006, '压缩文件解压后过大或文件数过多，不允许上传'],
    ['a zip of 10,001 entries', 'many.zip', zipOfTooManyEntries, -6006, '压缩文件解压后过大或文件数过多，不允许上传'],
    [
      'a truncated zip',
      'broken.zip',
      () => plainZip().subarray(0, plainZip().length - 10),
      -6006,
      '压缩文件已损坏，请重新压缩后上传',
    ],
    ['an empty file', 'empty.pdf', () => Buffer.alloc(0), -6003, '文件内容为空，请重新选择'],
  ];
  for (const [what, name, bytes, code, msg] of cases) {
    it(`refuses ${what}`, async () => {
      const rowsBefore = await fileRows(h);
      const answer = await upload(h.app, owner.token, name, bytes());
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code, msg, data: null });
      expect(await fileRows(h)).toBe(rowsBefore);
      expect(storedObjects(h).filter((file) => file.startsWith('.incoming'))).toEqual([]);
    });
  }

  it('refuses a file over the configured limit, keeping nothing', async () => {
    const rowsBefore = await fileRows(h);
    const answer = await upload(h.app, owner.token, 'big.pdf', Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024)]));
    expect(answer.body).toEqual({ code: -6002, msg: '文件大小不能超过2MB', data: null });
    expect(await fileRows(h)).toBe(rowsBefore);
    expect(storedObjects(h).filter((file) => file.startsWith('.incoming'))).toEqual([]);
  });
});

describe('POST /zzzttt/file/upload: the request itself', () => {
  const post = () => request(h.app).post('/api/zzzttt/file/upload').set('X-Forwarded-For', freshIp());

  it('refuses a visitor without a session (403)', async () => {
    const answer = await upload(h.app, null, 'a.png', png());
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(-1403);
  });

  it('refuses no file part, two file parts, another part name, a JSON body and a malformed multipart body', async () => {
    const auth = { Authorization: `Bearer ${owner.token}` };
    const noFile = await post().set(auth).field('name', 'x');
    expect(noFile.body).toEqual({ code: -6007, msg: '请选择要上传的文件', data: null });
    const two = await post().set(auth).attach('file', png(), 'a.png').attach('file', png(), 'b.png');
    expect(two.body).toEqual({ code: -6007, msg: '一次只能上传一个文件', data: null });
    const otherName = await post().set(auth).attach('upload', png(), 'a.png');
    expect(otherName.body).toEqual({ code: -6007, msg: '请选择要上传的文件', data: null });
    const json = await post().set(auth).send({ file: 'x' });
    expect(json.body).toEqual({ code: -6007, msg: '上传请求格式不正确', data: null });
    const noBoundary = await post().set(auth).set('Content-Type', 'multipart/form-data').send('garbage');
    expect(noBoundary.body).toEqual({ code: -6007, msg: '上传请求格式不正确', data: null });
    const truncated = await post()
      .set(auth)
      .set('Content-Type', 'multipart/form-data; boundary=XyZ')
      .send('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG half a file');
    expect(truncated.body).toEqual({ code: -6007, msg: '上传请求格式不正确', data: null });
    expect(storedObjects(h).filter((file) => file.startsWith('.incoming'))).toEqual([]);
  });

  it('takes a multipart body beyond the 1 MB JSON limit', async () => {
    const big = Buffer.concat([pdf().subarray(0, -6), Buffer.alloc(1536 * 1024, 0x20), Buffer.from('%%EOF\n')]);
    const answer = await upload(h.app, owner.token, 'scan.pdf', big);
    expect(answer.body.code).toBe(0);
  });

  it('takes the bearer in the GW92 header on /gw92/zzzttt/file/upload, with or without "Bearer"', async () => {
    for (const value of [`Bearer ${owner.token}`, owner.token]) {
      const answer = await request(h.app)
        .post('/api/gw92/zzzttt/file/upload')
        .set('X-Forwarded-For', freshIp())
        .set('GW92', value)
        .attach('file', png(), 'a.png');
      expect(answer.body.code).toBe(0);
      expect(answer.body.data).toMatch(PATH);
    }
    const none = await request(h.app)
      .post('/api/gw92/zzzttt/file/upload')
      .set('Authorization', `Bearer ${owner.token}`)
      .attach('file', png(), 'a.png');
    expect(none.status).toBe(403);
  });
});

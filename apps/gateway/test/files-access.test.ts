import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../../tests/support/sample-files/images.ts';
import { pdf } from '../../../tests/support/sample-files/pdf.ts';
import { plainZip } from '../../../tests/support/sample-files/zip.ts';
import { freshIp, register } from './accounts-support.ts';
import { readingBytes } from './bytes-support.ts';
import {
  access,
  deleteFiles,
  envelopeOf,
  type Member,
  member,
  smallFilesForFile,
  storedObjects,
  uploaded,
} from './files-support.ts';
import { joinCompany } from './identity-support.ts';

const h = smallFilesForFile();
let owner: Member;
let colleague: Member;
let outsider: Member;
beforeAll(async () => {
  owner = await member(h);
  colleague = await member(h, owner.companyId);
  outsider = await member(h);
});

const NOT_FOUND = { code: -6001, msg: '文件不存在或无权访问', data: null };
const unknownPath = () => `f/202611/${'0'.repeat(31)}1.pdf`;

describe('POST /zzzttt/file/accessFile', () => {
  it('answers the bytes with the type, length, disposition, nosniff and no-store headers', async () => {
    const image = png();
    const path = await uploaded(h.app, owner.token, '营业执照 (正本).png', image);
    const read = await access(h.app, owner.token, path);
    expect(read.status).toBe(200);
    expect(Buffer.compare(read.body as Buffer, image)).toBe(0);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['content-length']).toBe(String(image.length));
    expect(read.headers['content-disposition']).toBe(
      `inline; filename="____ (__).png"; filename*=UTF-8''${encodeURIComponent('营业执照').replace(/%/g, '%')}%20%28${encodeURIComponent('正本')}%29.png`,
    );
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['cache-control']).toBe('private, no-store');

    const archive = await uploaded(h.app, owner.token, 'materials.zip', plainZip());
    const download = await access(h.app, owner.token, archive);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="materials.zip"; filename*=UTF-8''materials.zip`,
    );
  });

  it('takes the path as JSON { filePath } too', async () => {
    const document = pdf();
    const path = await uploaded(h.app, owner.token, 'a.pdf', document);
    const read = await readingBytes(
      request(h.app)
        .post('/api/zzzttt/file/accessFile')
        .set('Authorization', `Bearer ${owner.token}`)
        .send({ filePath: path }),
    );
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-disposition']).toMatch(/^inline; /);
    expect(Buffer.compare(read.body as Buffer, document)).toBe(0);
  });

  it("lets a member of the file's company read it; another company gets the answer of an unknown path", async () => {
    const path = await uploaded(h.app, owner.token, 'a.pdf', pdf());
    expect((await access(h.app, colleague.token, path)).headers['content-type']).toBe('application/pdf');
    for (const guess of [path, unknownPath(), 'f/../../etc/passwd', '']) {
      const refused = await access(h.app, outsider.token, guess);
      expect(refused.status).toBe(200);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(envelopeOf(refused.body as Buffer)).toEqual(NOT_FOUND);
    }
    expect((await access(h.app, null, path)).status).toBe(403);
  });

  it("keeps a file of an account without a company to that account, and a member's file from its other companies", async () => {
    const loner = await member(h, null);
    const own = await uploaded(h.app, loner.token, 'a.png', png());
    expect((await access(h.app, loner.token, own)).status).toBe(200);
    expect(envelopeOf((await access(h.app, outsider.token, own)).body as Buffer)).toEqual(NOT_FOUND);

    // The colleague switches to a company of its own: the owner's company's files are no longer shared with it.
    const company = await member(h);
    const path = await uploaded(h.app, owner.token, 'b.png', png());
    const switcher = await member(h, owner.companyId);
    expect((await access(h.app, switcher.token, path)).status).toBe(200);
    if (company.companyId === null) throw new Error('company expected');
    await joinCompany(h, switcher.token, company.companyId);
    expect(envelopeOf((await access(h.app, switcher.token, path)).body as Buffer)).toEqual(NOT_FOUND);
  });

  it("does not share the company's files with a member who added the company uncertified", async () => {
    const path = await uploaded(h.app, owner.token, 'c.pdf', pdf());
    const holder = (await register(h.app, freshIp())).token;
    if (owner.companyId === null) throw new Error('company expected');
    await joinCompany(h, holder, owner.companyId);
    expect(envelopeOf((await access(h.app, holder, path)).body as Buffer)).toEqual(NOT_FOUND);
    expect((await deleteFiles(h.app, holder, [path])).body).toEqual(NOT_FOUND);
    expect((await access(h.app, colleague.token, path)).status).toBe(200);
  });
});

describe('POST /zzzttt/file/deleteFile', () => {
  it('deletes own files (all or none), idempotently; a deleted file is gone for everyone', async () => {
    const first = await uploaded(h.app, owner.token, 'a.png', png());
    const second = await uploaded(h.app, owner.token, 'b.pdf', pdf());
    const objectsBefore = storedObjects(h).length;

    const mixed = await deleteFiles(h.app, owner.token, [first, unknownPath()]);
    expect(mixed.body).toEqual(NOT_FOUND);
    expect((await access(h.app, owner.token, first)).status).toBe(200);

    expect((await deleteFiles(h.app, owner.token, [first, second])).body).toEqual({
      code: 0,
      msg: '操作成功',
      data: null,
    });
    expect(storedObjects(h).length).toBe(objectsBefore - 2);
    for (const token of [owner.token, colleague.token]) {
      expect(envelopeOf((await access(h.app, token, first)).body as Buffer)).toEqual(NOT_FOUND);
    }
    expect((await deleteFiles(h.app, owner.token, [first])).body.code).toBe(0);
  });

  it("lets a member of the file's company delete it; another company can delete nothing by path", async () => {
    const path = await uploaded(h.app, owner.token, 'a.png', png());
    const mine = await uploaded(h.app, outsider.token, 'mine.png', png());
    expect((await deleteFiles(h.app, outsider.token, [mine, path])).body).toEqual(NOT_FOUND);
    expect((await access(h.app, outsider.token, mine)).status).toBe(200);
    expect((await access(h.app, owner.token, path)).headers['content-type']).toBe('image/png');
    expect((await deleteFiles(h.app, colleague.token, [path])).body.code).toBe(0);
    expect(envelopeOf((await access(h.app, owner.token, path)).body as Buffer)).toEqual(NOT_FOUND);
  });

  it('refuses an empty list, more than 50 paths, a malformed path and a visitor', async () => {
    expect((await deleteFiles(h.app, owner.token, [])).body).toEqual({
      code: -1000,
      msg: '请提供要删除的文件路径',
      data: null,
    });
    const many = Array.from({ length: 51 }, unknownPath);
    expect((await deleteFiles(h.app, owner.token, many)).body.msg).toBe('一次最多删除50个文件');
    expect((await deleteFiles(h.app, owner.token, ['../etc/passwd'])).body).toEqual({
      code: -1000,
      msg: '文件路径格式不正确',
      data: null,
    });
    expect((await deleteFiles(h.app, null, [unknownPath()])).status).toBe(403);
  });
});

describe('GET /zzzttt/file/openFilePrefix', () => {
  it('answers the portal prefix under which the graph serves a path', async () => {
    const answer = await request(h.app).get('/api/zzzttt/file/openFilePrefix').set('X-Forwarded-For', freshIp());
    expect(answer.body).toEqual({ code: 0, msg: '操作成功', data: '/files/' });
  });
});

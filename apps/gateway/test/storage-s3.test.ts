import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { StoredFileMissing, StoredFileTooLarge } from '#outside/storage/file-storage.ts';
import { S3Storage } from '#outside/storage/s3-storage.ts';
import { png } from '../../../tests/support/sample-files/images.ts';
import { pdf } from '../../../tests/support/sample-files/pdf.ts';
import { harnessForFile } from './accounts-support.ts';
import { access, deleteFiles, member, startFiles, uploaded } from './files-support.ts';
import { startLocalS3 } from './s3-server.ts';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const s3 = harnessForFile(startLocalS3);

describe('S3Storage against an S3-compatible server', () => {
  it('stores, opens and removes (idempotently) by key under the prefix', async () => {
    const storage = new S3Storage(s3.settings('sme-portal/'));
    const content = randomBytes(1000);
    expect(await storage.put('202611/a1.pdf', Readable.from([content]), 2000)).toEqual({ size: 1000 });
    expect(s3.objectKeys()).toContain('sme-portal/202611/a1.pdf');
    expect((await bytesOf(await storage.open('202611/a1.pdf'))).equals(content)).toBe(true);
    await storage.remove('202611/a1.pdf');
    await storage.remove('202611/a1.pdf');
    expect(s3.objectKeys()).not.toContain('sme-portal/202611/a1.pdf');
    await expect(storage.open('202611/a1.pdf')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('streams a file larger than one part (multipart) and reads it back whole', async () => {
    const storage = new S3Storage(s3.settings());
    const content = randomBytes(12 * 1024 * 1024);
    const chunks = Array.from({ length: 12 }, (_, i) => content.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    expect(await storage.put('202611/big.zip', Readable.from(chunks), 20 * 1024 * 1024)).toEqual({
      size: content.length,
    });
    expect((await bytesOf(await storage.open('202611/big.zip'))).equals(content)).toBe(true);
    await storage.remove('202611/big.zip');
  });

  it('refuses past the byte limit and keeps nothing, small or multipart', async () => {
    const storage = new S3Storage(s3.settings());
    await expect(storage.put('202611/small.png', Readable.from([randomBytes(300)]), 200)).rejects.toBeInstanceOf(
      StoredFileTooLarge,
    );
    const parts = Array.from({ length: 7 }, () => randomBytes(1024 * 1024));
    await expect(storage.put('202611/large.zip', Readable.from(parts), 6 * 1024 * 1024)).rejects.toBeInstanceOf(
      StoredFileTooLarge,
    );
    expect(s3.objectKeys().filter((key) => key.includes('small') || key.includes('large'))).toEqual([]);
  });

  it('refuses a key that could leave its place', async () => {
    const storage = new S3Storage(s3.settings());
    await expect(storage.put('../other/x.pdf', Readable.from([Buffer.from('x')]), 10)).rejects.toThrow(/storage key/);
  });
});

describe('the files calls on S3 storage', () => {
  const h = harnessForFile(() => startFiles({ storage: new S3Storage(s3.settings('calls/')) }));

  it('uploads into the bucket, serves the owner through the access check, refuses another company, deletes', async () => {
    const owner = await member(h);
    const stranger = await member(h);
    const document = pdf();
    const filePath = await uploaded(h.app, owner.token, '终止授权书.pdf', document);
    const keys = s3.objectKeys().filter((key) => key.startsWith('calls/'));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^calls\/\d{6}\/[0-9a-f]{32}\.pdf$/);

    const read = await access(h.app, owner.token, filePath);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect((read.body as Buffer).equals(document)).toBe(true);
    expect((await access(h.app, stranger.token, filePath)).headers['content-type']).toMatch(/json/);

    const image = await uploaded(h.app, owner.token, 'seal.png', png());
    expect((await deleteFiles(h.app, owner.token, [filePath, image])).body.code).toBe(0);
    expect(s3.objectKeys().filter((key) => key.startsWith('calls/'))).toEqual([]);
  });
});

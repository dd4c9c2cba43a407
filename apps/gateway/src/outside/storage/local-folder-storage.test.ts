import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { StoredFileMissing, StoredFileTooLarge } from './file-storage.ts';
import { LocalFolderStorage } from './local-folder-storage.ts';
import { readStorageSettings } from './storage-settings.ts';

const folders: string[] = [];
function storage(): LocalFolderStorage {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sme-storage-')), 'files');
  folders.push(path.dirname(root));
  return new LocalFolderStorage(root);
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('LocalFolderStorage', () => {
  it('creates its private folder, stores, opens and removes (idempotently) by key', async () => {
    const files = storage();
    expect(fs.statSync(files.root).mode & 0o777).toBe(0o700);
    expect(await files.put('202611/abc.pdf', Readable.from([Buffer.from('hello')]), 10)).toEqual({ size: 5 });
    expect(await text(await files.open('202611/abc.pdf'))).toBe('hello');
    await files.remove('202611/abc.pdf');
    await files.remove('202611/abc.pdf');
    await expect(files.open('202611/abc.pdf')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('keeps nothing of a stream past the limit', async () => {
    const files = storage();
    await expect(
      files.put('202611/big.zip', Readable.from([Buffer.alloc(6), Buffer.alloc(6)]), 10),
    ).rejects.toBeInstanceOf(StoredFileTooLarge);
    expect(fs.readdirSync(path.join(files.root, '202611'))).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    const files = storage();
    for (const key of ['../escape.pdf', '/etc/passwd', '202611/../../x.pdf', '.incoming/a', 'A/B.pdf', '']) {
      await expect(files.put(key, Readable.from([Buffer.from('x')]), 10), key).rejects.toThrow(/invalid storage key/);
      await expect(files.open(key), key).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('readStorageSettings', () => {
  it('defaults to the local folder <DATA_DIR>/files, takes FILE_DIR, and refuses an unknown FILE_STORAGE', () => {
    expect(readStorageSettings({}, '/srv/sme/data')).toEqual({ kind: 'local', dir: '/srv/sme/data/files' });
    expect(readStorageSettings({ FILE_STORAGE: 'local', FILE_DIR: '/mnt/files' }, '/srv/data')).toEqual({
      kind: 'local',
      dir: '/mnt/files',
    });
    expect(() => readStorageSettings({ FILE_STORAGE: 'ftp' }, '/srv/data')).toThrow(/FILE_STORAGE/);
  });

  it('reads an S3-compatible store: bucket required, keys in pairs, path style with an endpoint, a checked prefix', () => {
    expect(() => readStorageSettings({ FILE_STORAGE: 's3' }, '/srv/data')).toThrow(/S3_BUCKET/);
    expect(() =>
      readStorageSettings({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, '/srv/data'),
    ).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => readStorageSettings({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_PREFIX: '../x' }, '/srv/data')).toThrow(
      /S3_PREFIX/,
    );
    expect(readStorageSettings({ FILE_STORAGE: 's3', S3_BUCKET: 'sme' }, '/srv/data')).toEqual({
      kind: 's3',
      dir: '/srv/data/files',
      bucket: 'sme',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
      credentials: undefined,
    });
    expect(
      readStorageSettings(
        {
          FILE_STORAGE: 's3',
          S3_BUCKET: 'sme',
          S3_ENDPOINT: 'http://minio.internal:9000',
          S3_REGION: 'cn-south-1',
          S3_PREFIX: 'portal/',
          S3_ACCESS_KEY_ID: 'key',
          S3_SECRET_ACCESS_KEY: 'secret',
        },
        '/srv/data',
      ),
    ).toMatchObject({
      endpoint: 'http://minio.internal:9000',
      region: 'cn-south-1',
      forcePathStyle: true,
      prefix: 'portal/',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });
});

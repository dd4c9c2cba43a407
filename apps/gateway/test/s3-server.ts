import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; its use here is the few lines below.
import S3rver from 's3rver';
import type { S3StorageSettings } from '#outside/storage/storage-settings.ts';

/** A local S3-compatible server (s3rver, files in a temporary folder) with one private bucket, for the S3 tests. */
export interface LocalS3 {
  settings(prefix?: string): S3StorageSettings;
  /** Every object key in the bucket (read from the server's folder). */
  objectKeys(): string[];
  close(): Promise<void>;
}

const BUCKET = 'sme-files';

export async function startLocalS3(): Promise<LocalS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    settings: (prefix = '') => ({
      kind: 's3',
      dir: path.join(dir, 'staging'),
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      prefix,
      // s3rver's fixed development credentials; the requests are signed as against any S3.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
    objectKeys: () => {
      const bucketDir = path.join(dir, BUCKET);
      if (!fs.existsSync(bucketDir)) return [];
      return (fs.readdirSync(bucketDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
        .map((entry) =>
          path.relative(bucketDir, path.join(entry.parentPath, entry.name)).replace(/\._S3rver_object$/, ''),
        );
    },
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

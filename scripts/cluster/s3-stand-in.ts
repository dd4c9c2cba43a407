import fs from 'node:fs';
// @ts-expect-error s3rver ships no types; its use here is the few lines below.
import S3rver from 's3rver';

export const S3_BUCKET = 'sme-files';
/** s3rver's fixed development credentials; the gateways sign their requests with them as against any S3. */
const S3_KEY = 'S3RVER';

export interface S3StandIn {
  /** The gateway's settings for this store (FILE_STORAGE=s3, S3_*). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** The local S3-compatible store the tests use (s3rver), its objects kept in `dir`, with the platform's bucket. */
export async function startS3StandIn(dir: string, port: number): Promise<S3StandIn> {
  fs.mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  await server.run();
  return {
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
    },
    close: () => server.close(),
  };
}

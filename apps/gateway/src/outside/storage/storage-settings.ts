import path from 'node:path';

/** An S3-compatible object store (FILE_STORAGE=s3): AWS S3, MinIO, Ceph, a cloud provider's OSS/COS in S3 mode. */
export interface S3StorageSettings {
  kind: 's3';
  /** FILE_DIR [<DATA_DIR>/files]: with S3 only the staging folder of uploads being checked. */
  dir: string;
  /** S3_BUCKET (required): the private bucket the files go to. */
  bucket: string;
  /** S3_REGION [us-east-1]. */
  region: string;
  /** S3_ENDPOINT: the store's address when it is not AWS (e.g. http://minio.internal:9000). */
  endpoint: string | undefined;
  /** S3_FORCE_PATH_STYLE [true with an endpoint]: bucket in the path instead of the host name. */
  forcePathStyle: boolean;
  /** S3_PREFIX: a key prefix inside the bucket (e.g. `sme-portal/`), so one bucket can serve several systems. */
  prefix: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset = the SDK's default chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The file storage settings (README: FILE_STORAGE, FILE_DIR, S3_*). */
export type StorageSettings =
  | { kind: 'local' /** FILE_DIR [<DATA_DIR>/files]: the private folder. */; dir: string }
  | S3StorageSettings;

export function readStorageSettings(env: NodeJS.ProcessEnv, dataDir: string): StorageSettings {
  const kind = env.FILE_STORAGE || 'local';
  const dir = path.resolve(env.FILE_DIR || path.join(dataDir, 'files'));
  if (kind === 'local') return { kind, dir };
  if (kind !== 's3') throw new Error(`Invalid FILE_STORAGE: ${kind} (local or s3)`);
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  const prefix = env.S3_PREFIX ?? '';
  if (prefix && !/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\/$/.test(prefix)) {
    throw new Error(`Invalid S3_PREFIX: ${prefix} (lowercase segments ending with /, e.g. sme-portal/)`);
  }
  return {
    kind,
    dir,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(endpoint),
    prefix,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

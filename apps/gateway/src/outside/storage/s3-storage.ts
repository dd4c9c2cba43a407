import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ByteLimit } from './byte-limit.ts';
import { assertStorageKey, type FileStorage, StoredFileMissing, StoredFileTooLarge } from './file-storage.ts';
import type { S3StorageSettings } from './storage-settings.ts';

/** S3's smallest multipart part: a put holds at most one part in memory (files are 20 MB at most). */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files in a private bucket of an S3-compatible object store (FILE_STORAGE=s3), for a region that runs several
 * gateways: every instance reads what another stored. Objects are written private (no ACL is granted) and served
 * only through the gateway's access check, never by a public bucket URL.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3StorageSettings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      maxAttempts: 3,
    });
  }

  async put(key: string, source: Readable, maxBytes: number): Promise<{ size: number }> {
    const counter = new ByteLimit(maxBytes);
    let tooLarge: StoredFileTooLarge | undefined;
    counter.on('error', (error) => {
      if (error instanceof StoredFileTooLarge) tooLarge = error;
    });
    source.on('error', (error) => counter.destroy(error));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: this.objectKey(key), Body: source.pipe(counter) },
      queueSize: 1,
      partSize: PART_BYTES,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      if (tooLarge) throw tooLarge;
      throw error;
    }
    if (tooLarge) {
      await this.remove(key);
      throw tooLarge;
    }
    return { size: counter.bytes };
  }

  async open(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      if (!answer.Body) throw new StoredFileMissing(key);
      return answer.Body as Readable;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
        throw new StoredFileMissing(key);
      }
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing object with success: removing is idempotent as the interface asks.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return `${this.settings.prefix}${key}`;
  }
}

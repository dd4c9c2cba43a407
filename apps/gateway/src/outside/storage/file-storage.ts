import type { Readable } from 'node:stream';

/**
 * Where uploaded files are kept (FILE_STORAGE): a private local folder by default; an S3-compatible object store is
 * the next implementation behind this same interface. Keys are made by the gateway (`<yyyymm>/<32 hex>.<ext>`),
 * never from a client's file name.
 */
export interface FileStorage {
  readonly kind: string;
  /** Stores the stream under the key; throws StoredFileTooLarge (and keeps nothing) past maxBytes. */
  put(key: string, source: Readable, maxBytes: number): Promise<{ size: number }>;
  /** The stored bytes; throws StoredFileMissing when the key holds nothing. */
  open(key: string): Promise<Readable>;
  /** Removes the object; removing a missing one is fine (idempotent). */
  remove(key: string): Promise<void>;
}

export class StoredFileTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`stored object larger than ${maxBytes} bytes`);
    this.name = 'StoredFileTooLarge';
  }
}

export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`no stored object under ${key}`);
    this.name = 'StoredFileMissing';
  }
}

/** What a storage key may look like: lowercase segments of letters, digits, dots and dashes, no `..`. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9.-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
}

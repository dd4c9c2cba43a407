import type { FileStorage } from './file-storage.ts';
import { LocalFolderStorage } from './local-folder-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { StorageSettings } from './storage-settings.ts';

/** The storage FILE_STORAGE names (a local folder is created now, at start). */
export function createFileStorage(settings: StorageSettings): FileStorage {
  return settings.kind === 's3' ? new S3Storage(settings) : new LocalFolderStorage(settings.dir);
}

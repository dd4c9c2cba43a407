import type { FileStorage } from './file-storage.ts';
import { LocalFolderStorage } from './local-folder-storage.ts';
import type { StorageSettings } from './storage-settings.ts';

/**
 * The storage FILE_STORAGE names (a local folder is created now, at start). The S3 SDK is loaded here, at start, and
 * only for S3 storage.
 */
export async function createFileStorage(settings: StorageSettings): Promise<FileStorage> {
  if (settings.kind !== 's3') return new LocalFolderStorage(settings.dir);
  const { S3Storage } = await import('./s3-storage.ts');
  return new S3Storage(settings);
}

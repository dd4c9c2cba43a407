import type { FileStorage } from './file-storage.ts';
import { LocalFolderStorage } from './local-folder-storage.ts';
import type { StorageSettings } from './storage-settings.ts';

/** The storage FILE_STORAGE names, its folder created now (at start). */
export function createFileStorage(settings: StorageSettings): FileStorage {
  return new LocalFolderStorage(settings.dir);
}

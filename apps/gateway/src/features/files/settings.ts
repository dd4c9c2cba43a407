import path from 'node:path';
import { readStorageSettings, type StorageSettings } from '#outside/storage/storage-settings.ts';

/** 20 MB: the largest file an upload takes (docs/decisions/0021-files-in-the-gateway-types-by-content-active-content.md). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The files feature's settings (README: FILE_STORAGE, FILE_DIR). */
export interface FileSettings {
  storage: StorageSettings;
  /** Where uploads are staged while they are checked: `<FILE_DIR>/.incoming`, never served. */
  stagingDir: string;
  /** Largest file accepted; 20 MB (tests lower it to keep their files small). */
  maxFileBytes: number;
}

export function readFileSettings(env: NodeJS.ProcessEnv, dataDir: string): FileSettings {
  const storage = readStorageSettings(env, dataDir);
  return { storage, stagingDir: path.join(storage.dir, '.incoming'), maxFileBytes: MAX_FILE_BYTES };
}

import path from 'node:path';

/** The file storage settings (README: FILE_STORAGE, FILE_DIR). */
export interface StorageSettings {
  /** FILE_STORAGE [local]: where uploaded files are kept. */
  kind: 'local';
  /** FILE_DIR [<DATA_DIR>/files]: the private folder of the local storage (and of uploads being checked). */
  dir: string;
}

export function readStorageSettings(env: NodeJS.ProcessEnv, dataDir: string): StorageSettings {
  const kind = env.FILE_STORAGE || 'local';
  if (kind !== 'local') throw new Error(`Invalid FILE_STORAGE: ${kind} (local is the one implemented)`);
  return { kind, dir: path.resolve(env.FILE_DIR || path.join(dataDir, 'files')) };
}

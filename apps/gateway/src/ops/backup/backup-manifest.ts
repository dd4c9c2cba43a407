import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { BackupCounts } from './backup-store.ts';

export const MANIFEST_FILE = 'manifest.json';
export const FILES_FOLDER = 'files';
export const BACKUP_FORMAT = 1;

/** What a backup folder holds, written last: a folder without it is an unfinished backup. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** pglite: `database.tar.gz`, PGlite's data-directory dump; postgres: `database.pgdump`, pg_dump's custom format. */
  database: 'pglite' | 'postgres';
  databaseFile: string;
  counts: BackupCounts;
  /** sha256 of every file of the backup but the manifest, by its path inside the folder. */
  checksums: Record<string, string>;
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function readManifest(file: string): BackupManifest {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || !['pglite', 'postgres'].includes(manifest.database)) {
    throw new BackupProblem(`不认识的备份格式：${file}`);
  }
  return manifest;
}

/** A refusal the operator can act on: printed as its message, exit code 1, nothing written. */
export class BackupProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupProblem';
  }
}

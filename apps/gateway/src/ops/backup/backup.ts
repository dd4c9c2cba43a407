import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { beijingDayTime } from '@sme/contract/beijing-time';
import type { GatewayConfig } from '#config.ts';
import { type Database, openDatabase } from '#db/database.ts';
import type { FileStorage } from '#outside/storage/file-storage.ts';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  BackupProblem,
  FILES_FOLDER,
  MANIFEST_FILE,
  sha256OfFile,
} from './backup-manifest.ts';
import { backupCounts, storedFileKeys } from './backup-store.ts';
import { dumpFromHolder } from './live-dump.ts';

const run = promisify(execFile);

export interface BackupTarget {
  config: Pick<GatewayConfig, 'databaseUrl' | 'dataDir'>;
  storage: FileStorage;
  /** The folder the backup's own folder is made in. */
  outDir: string;
  now?: Date;
}

/**
 * Backs up the database and the files it refers to into a new folder `sme-backup-<Beijing time>` under `outDir`,
 * while the platform runs: PGlite's data-directory dump (asked of the running gateway, or taken directly when none
 * holds the directory) or pg_dump's custom format, then every stored file the dump refers to. The manifest, with
 * the checksums and the rows counted in the dump, is written last.
 */
export async function takeBackup(target: BackupTarget): Promise<{ folder: string; manifest: BackupManifest }> {
  const now = target.now ?? new Date();
  const folder = path.join(target.outDir, `sme-backup-${beijingStamp(now)}`);
  if (fs.existsSync(folder)) throw new BackupProblem(`备份目录已存在：${folder}`);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });

  const { databaseUrl } = target.config;
  const databaseFile = databaseUrl ? 'database.pgdump' : 'database.tar.gz';
  const databasePath = path.join(folder, databaseFile);
  // The rows and file keys are read from what was dumped (PGlite) or right after it (a server: extra files only).
  let dumped: Database;
  if (databaseUrl) {
    await pgTool('pg_dump', ['--format=custom', '--no-owner', `--file=${databasePath}`, `--dbname=${databaseUrl}`]);
    dumped = await openDatabase({ databaseUrl });
  } else {
    const dump = await embeddedDump(target.config.dataDir);
    fs.writeFileSync(databasePath, dump, { mode: 0o600 });
    dumped = await openDatabase({ memory: true, snapshot: new Blob([dump]) });
  }
  try {
    const counts = await backupCounts(dumped.db);
    const checksums: Record<string, string> = { [databaseFile]: await sha256OfFile(databasePath) };
    for (const key of await storedFileKeys(dumped.db)) {
      const name = `${FILES_FOLDER}/${key}`;
      const file = path.join(folder, name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await pipeline(await target.storage.open(key), fs.createWriteStream(file, { mode: 0o600 }));
      checksums[name] = await sha256OfFile(file);
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      database: databaseUrl ? 'postgres' : 'pglite',
      databaseFile,
      counts,
      checksums,
    };
    fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return { folder, manifest };
  } finally {
    await dumped.close();
  }
}

async function embeddedDump(dataDir: string): Promise<Buffer> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupProblem(`数据目录中没有数据库：${dataDir}`);
  const fromHolder = await dumpFromHolder(dataDir);
  if (fromHolder) return fromHolder;
  const database = await openDatabase({ dataDir });
  try {
    return Buffer.from(await (await database.dump()).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** Runs pg_dump or pg_restore; a missing tool or its failure becomes the operator's message. */
export async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupProblem(`找不到 ${tool}：请安装 PostgreSQL 客户端工具（与服务器同一主版本或更新）`);
    throw new BackupProblem(`${tool} 失败：${(failure.stderr ?? failure.message).trim()}`);
  }
}

/** yyyyMMdd-HHmmss in Beijing time, whatever the machine's zone. */
export function beijingStamp(at: Date): string {
  return beijingDayTime(at, { seconds: true }).replaceAll(/[-:]/g, '').replace(' ', '-');
}

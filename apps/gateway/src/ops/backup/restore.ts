import fs from 'node:fs';
import path from 'node:path';
import type { GatewayConfig } from '#config.ts';
import { openDatabase } from '#db/database.ts';
import { assertStorageKey, type FileStorage } from '#outside/storage/file-storage.ts';
import { pgTool } from './backup.ts';
import {
  type BackupManifest,
  BackupProblem,
  FILES_FOLDER,
  MANIFEST_FILE,
  readManifest,
  sha256OfFile,
} from './backup-manifest.ts';
import { type BackupCounts, backupCounts, publicTableCount } from './backup-store.ts';

export interface RestoreTarget {
  config: Pick<GatewayConfig, 'databaseUrl' | 'dataDir'>;
  storage: FileStorage;
  /** The backup's folder (the one holding manifest.json). */
  from: string;
}

/**
 * Restores a backup into an empty database (a data directory with no database in it, or a server database with no
 * tables) and puts its files back into the configured storage. Every checksum is verified before anything is
 * written; the restored rows are counted and must match the manifest's.
 */
export async function restoreBackup(
  target: RestoreTarget,
): Promise<{ manifest: BackupManifest; counts: BackupCounts }> {
  const manifestFile = path.join(target.from, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) throw new BackupProblem(`不是完整的备份（缺少 ${MANIFEST_FILE}）：${target.from}`);
  const manifest = readManifest(manifestFile);
  const { databaseUrl, dataDir } = target.config;
  if ((manifest.database === 'postgres') !== Boolean(databaseUrl)) {
    const wanted =
      manifest.database === 'postgres' ? '设置 DATABASE_URL（PostgreSQL）' : '不设置 DATABASE_URL（嵌入式数据库）';
    throw new BackupProblem(`这份备份来自 ${manifest.database}：恢复时请${wanted}`);
  }
  await verifyChecksums(target.from, manifest);

  const databasePath = path.join(target.from, manifest.databaseFile);
  if (databaseUrl) {
    const probe = await openDatabase({ databaseUrl });
    try {
      if ((await publicTableCount(probe.db)) > 0)
        throw new BackupProblem('目标数据库不是空的：请恢复到一个新建的空数据库');
    } finally {
      await probe.close();
    }
    await pgTool('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl}`, databasePath]);
  } else {
    if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      throw new BackupProblem(`数据目录中已有数据库：${dataDir}。请恢复到一个新的空目录（DATA_DIR）`);
    }
    const restored = await openDatabase({ dataDir, snapshot: new Blob([fs.readFileSync(databasePath)]) });
    await restored.close();
  }

  for (const name of Object.keys(manifest.checksums)) {
    if (!name.startsWith(`${FILES_FOLDER}/`)) continue;
    const key = name.slice(FILES_FOLDER.length + 1);
    await target.storage.put(key, fs.createReadStream(path.join(target.from, name)), Number.MAX_SAFE_INTEGER);
  }

  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const counts = await backupCounts(database.db);
    if (JSON.stringify(counts) !== JSON.stringify(manifest.counts)) {
      throw new BackupProblem(
        `恢复后的数据与备份不符：备份 ${JSON.stringify(manifest.counts)}，恢复 ${JSON.stringify(counts)}`,
      );
    }
    return { manifest, counts };
  } finally {
    await database.close();
  }
}

async function verifyChecksums(folder: string, manifest: BackupManifest): Promise<void> {
  if (!manifest.checksums[manifest.databaseFile]) throw new BackupProblem('备份清单中没有数据库文件的校验值');
  for (const [name, expected] of Object.entries(manifest.checksums)) {
    if (name.startsWith(`${FILES_FOLDER}/`)) assertKey(name.slice(FILES_FOLDER.length + 1));
    else if (name !== manifest.databaseFile) throw new BackupProblem(`备份清单中有未知的文件：${name}`);
    const file = path.join(folder, name);
    if (!fs.existsSync(file) || (await sha256OfFile(file)) !== expected) {
      throw new BackupProblem(`备份已损坏：${name} 缺失或校验值不符`);
    }
  }
}

function assertKey(key: string): void {
  try {
    assertStorageKey(key);
  } catch {
    throw new BackupProblem(`备份清单中有不合规的文件名：${key}`);
  }
}

/**
 * Operator command: `npm run db:backup -- --out /backups` backs up the running (or stopped) platform — the database
 * of DATABASE_URL or DATA_DIR and the uploaded files of FILE_STORAGE — into a new folder under --out (README: Backups).
 */
import { parseArgs } from 'node:util';
import { readGatewayConfig } from '#config.ts';
import { takeBackup } from '#ops/backup/backup.ts';
import { BackupProblem } from '#ops/backup/backup-manifest.ts';
import { createFileStorage } from '#outside/storage/create-file-storage.ts';

const USAGE = '用法：npm run db:backup -- --out <备份存放目录>';

let outDir: string | undefined;
try {
  outDir = parseArgs({ options: { out: { type: 'string' } } }).values.out;
} catch {
  outDir = undefined;
}
if (!outDir) {
  console.error(USAGE);
  process.exit(2);
}

const config = readGatewayConfig();
try {
  const started = Date.now();
  const { folder, manifest } = await takeBackup({ config, storage: createFileStorage(config.files.storage), outDir });
  const { counts } = manifest;
  console.log(
    `备份完成（${((Date.now() - started) / 1000).toFixed(1)} 秒）：${folder}\n` +
      `账号 ${counts.accounts}，企业 ${counts.companies}，申请 ${counts.applications}，申请记录 ${counts.applicationEvents}，` +
      `授权记录 ${counts.ledgerEntries}，文件 ${counts.files}`,
  );
} catch (error) {
  if (!(error instanceof BackupProblem)) throw error;
  console.error(error.message);
  process.exit(1);
}

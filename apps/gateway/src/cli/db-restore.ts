/**
 * Operator command: `npm run db:restore -- --from /backups/sme-backup-20261127-180000` restores a backup into the
 * empty database of DATABASE_URL or DATA_DIR and its files into FILE_STORAGE, then checks the rows (README: Backups).
 */
import { parseArgs } from 'node:util';
import { readGatewayConfig } from '#config.ts';
import { BackupProblem } from '#ops/backup/backup-manifest.ts';
import { restoreBackup } from '#ops/backup/restore.ts';
import { createFileStorage } from '#outside/storage/create-file-storage.ts';

const USAGE = '用法：npm run db:restore -- --from <备份目录（含 manifest.json）>';

let from: string | undefined;
try {
  from = parseArgs({ options: { from: { type: 'string' } } }).values.from;
} catch {
  from = undefined;
}
if (!from) {
  console.error(USAGE);
  process.exit(2);
}

const config = readGatewayConfig();
try {
  const { counts } = await restoreBackup({ config, storage: createFileStorage(config.files.storage), from });
  console.log(
    `恢复完成，数据与备份一致：账号 ${counts.accounts}，企业 ${counts.companies}，申请 ${counts.applications}，` +
      `申请记录 ${counts.applicationEvents}，授权记录 ${counts.ledgerEntries}，文件 ${counts.files}`,
  );
} catch (error) {
  if (!(error instanceof BackupProblem)) throw error;
  console.error(error.message);
  process.exit(1);
}

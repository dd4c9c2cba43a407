/**
 * Operator command: `npm run db:backup -- --out /backups` backs up the running (or stopped) platform — the database
 * of DATABASE_URL or DATA_DIR and the uploaded files of FILE_STORAGE — into a new folder under --out (README: Backups).
 */
import { takeBackup } from '#ops/backup/backup.ts';
import { backupCommand, describeCounts } from './backup-command.ts';

await backupCommand('out', '用法：npm run db:backup -- --out <备份存放目录>', async (outDir, config, storage) => {
  const started = Date.now();
  const { folder, manifest } = await takeBackup({ config, storage, outDir });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return `备份完成（${seconds} 秒）：${folder}\n${describeCounts(manifest.counts)}`;
});

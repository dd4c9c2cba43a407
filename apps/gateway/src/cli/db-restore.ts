/**
 * Operator command: `npm run db:restore -- --from /backups/sme-backup-20261127-180000` restores a backup into the
 * empty database of DATABASE_URL or DATA_DIR and its files into FILE_STORAGE, then checks the rows (README: Backups).
 */
import { restoreBackup } from '#ops/backup/restore.ts';
import { backupCommand, describeCounts } from './backup-command.ts';

await backupCommand(
  'from',
  '用法：npm run db:restore -- --from <备份目录（含 manifest.json）>',
  async (from, config, storage) => {
    const { counts } = await restoreBackup({ config, storage, from });
    return `恢复完成，数据与备份一致：${describeCounts(counts)}`;
  },
);

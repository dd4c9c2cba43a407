import { parseArgs } from 'node:util';
import { type GatewayConfig, readGatewayConfig } from '#config.ts';
import { BackupProblem } from '#ops/backup/backup-manifest.ts';
import type { BackupCounts } from '#ops/backup/backup-store.ts';
import { createFileStorage } from '#outside/storage/create-file-storage.ts';
import type { FileStorage } from '#outside/storage/file-storage.ts';

/**
 * Runs db:backup or db:restore: the one option it needs (else the usage, exit 2), the gateway's settings and file
 * storage; a BackupProblem is the operator's one-line message (exit 1).
 */
export async function backupCommand(
  option: string,
  usage: string,
  work: (value: string, config: GatewayConfig, storage: FileStorage) => Promise<string>,
): Promise<void> {
  let value: string | undefined;
  try {
    value = parseArgs({ options: { [option]: { type: 'string' } } }).values[option] as string | undefined;
  } catch {
    value = undefined;
  }
  if (!value) {
    console.error(usage);
    process.exit(2);
  }
  const config = readGatewayConfig();
  try {
    console.log(await work(value, config, await createFileStorage(config.files.storage)));
  } catch (error) {
    if (!(error instanceof BackupProblem)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export function describeCounts(counts: BackupCounts): string {
  return (
    `账号 ${counts.accounts}，企业 ${counts.companies}，申请 ${counts.applications}，申请记录 ${counts.applicationEvents}，` +
    `授权记录 ${counts.ledgerEntries}，文件 ${counts.files}`
  );
}

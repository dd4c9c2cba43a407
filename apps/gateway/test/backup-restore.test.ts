import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '#app.ts';
import { type Database, openDatabase } from '#db/database.ts';
import { beijingStamp, takeBackup } from '#ops/backup/backup.ts';
import { BackupProblem, MANIFEST_FILE, readManifest } from '#ops/backup/backup-manifest.ts';
import { backupCounts } from '#ops/backup/backup-store.ts';
import { restoreBackup } from '#ops/backup/restore.ts';
import { LocalFolderStorage } from '#outside/storage/local-folder-storage.ts';
import { freshIp, register, TestClock } from './accounts-support.ts';
import { runGatewayCommand } from './cli-support.ts';
import { gif } from './files-samples.ts';
import { member, uploaded } from './files-support.ts';
import { createBlankServerDatabase, createTestDatabase, runSnapshot, serverUrlOf } from './test-database.ts';
import { testDeps } from './test-deps.ts';

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const temp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `sme-backup-${name}-`));
const folders: string[] = [];
const closing: Database[] = [];
const folder = (name: string) => {
  const made = temp(name);
  folders.push(made);
  return made;
};

/** A running gateway on a data directory (or a server database) of its own, seeded, with one uploaded file. */
async function runningPlatform() {
  const dataDir = folder('live');
  const database = onServer
    ? await createTestDatabase()
    : await openDatabase({ dataDir, snapshot: runSnapshot('pgliteSnapshot') });
  closing.push(database);
  const fileDir = folder('files');
  const clock = new TestClock();
  const deps = testDeps(database, { clock, files: { dir: fileDir } });
  const app = createGatewayApp(deps);
  const config = { dataDir, databaseUrl: onServer ? await serverUrlOf(database) : undefined };
  return { database, deps, app, clock, config, fileDir, close: async () => {} };
}

let live: Awaited<ReturnType<typeof runningPlatform>>;
let upload: { path: string; bytes: Buffer };
let liveBackup: ReturnType<typeof takeBackup> | undefined;
/**
 * The running platform's backup, taken once for the tests that restore it: each backup dumps the whole seeded database.
 * The damaged-backup test mends what it damages.
 */
const backupOfLive = () =>
  (liveBackup ??= takeBackup({ config: live.config, storage: live.deps.fileStorage, outDir: folder('out') }));

beforeAll(async () => {
  live = await runningPlatform();
  const owner = await member(live);
  upload = { path: '', bytes: gif() };
  upload.path = await uploaded(live.app, owner.token, 'licence.gif', upload.bytes);
});

afterAll(async () => {
  for (const database of closing.reverse()) await database.close();
  for (const made of folders) fs.rmSync(made, { recursive: true, force: true });
});

// Each backup and restore dumps and loads a whole seeded database (~10 s alone, ~30 s or more on a busy machine).
describe('npm run db:backup and db:restore', { timeout: 120_000 }, () => {
  it('backs up a running platform and restores it into a fresh database with the same rows and files', async () => {
    const { folder: backup, manifest } = await backupOfLive();
    expect(manifest.database).toBe(onServer ? 'postgres' : 'pglite');
    expect(manifest.counts).toEqual(await backupCounts(live.database.db));
    expect(manifest.counts.accounts).toBeGreaterThan(1);
    expect(manifest.counts.applications).toBeGreaterThan(0);
    expect(manifest.counts.applicationEvents).toBeGreaterThan(0);
    expect(manifest.counts.files).toBeGreaterThanOrEqual(1);

    // Written after the backup: not in it.
    await register(live.app, freshIp());
    expect((await backupCounts(live.database.db)).accounts).toBe(manifest.counts.accounts + 1);

    const fresh = await restoreTarget();
    const storage = new LocalFolderStorage(folder('restored-files'));
    const { counts } = await restoreBackup({ config: fresh.config, storage, from: backup });
    expect(counts).toEqual(manifest.counts);

    const restored = await openDatabase(
      fresh.config.databaseUrl ? { databaseUrl: fresh.config.databaseUrl } : { dataDir: fresh.config.dataDir },
    );
    closing.push(restored);
    const file = await restored.db
      .selectFrom('stored_file')
      .select(['storage_key', 'sha256'])
      .where('path', '=', upload.path)
      .executeTakeFirstOrThrow();
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.open(file.storage_key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(upload.bytes)).toBe(true);
    const demo = await restored.db
      .selectFrom('app_user')
      .select('mobile')
      .where('mobile', '=', '13800000001')
      .execute();
    expect(demo).toHaveLength(1);
  });

  it('refuses a damaged backup before writing anything, and a database that is not empty', async () => {
    const { folder: backup, manifest } = await backupOfLive();
    const fileName = Object.keys(manifest.checksums).find((name) => name.startsWith('files/')) ?? '';
    const damaged = path.join(backup, fileName);
    fs.appendFileSync(damaged, 'x');
    const fresh = await restoreTarget();
    const storage = new LocalFolderStorage(folder('restored-files'));
    const refusal = restoreBackup({ config: fresh.config, storage, from: backup });
    await expect(refusal).rejects.toThrow(BackupProblem);
    await expect(refusal).rejects.toThrow(`备份已损坏：${fileName}`);
    if (!onServer) expect(fs.existsSync(path.join(fresh.config.dataDir, 'PG_VERSION'))).toBe(false);

    fs.truncateSync(damaged, fs.statSync(damaged).size - 1);
    await expect(restoreBackup({ config: live.config, storage, from: backup })).rejects.toThrow(
      onServer ? '目标数据库不是空的' : '数据目录中已有数据库',
    );
    expect(readManifest(path.join(backup, MANIFEST_FILE)).counts).toEqual(manifest.counts);
  });

  it('runs as the operator’s command in a process of its own beside the running gateway', async () => {
    const outDir = folder('cli-out');
    const env = {
      FILE_DIR: live.fileDir,
      ...(live.config.databaseUrl ? { DATABASE_URL: live.config.databaseUrl } : {}),
    };
    const run = await runGatewayCommand('db-backup.ts', ['--out', outDir], live.config.dataDir, env);
    expect(run.output).toMatch(/^备份完成（[\d.]+ 秒）：/);
    expect(run.code).toBe(0);
    const counts = await backupCounts(live.database.db);
    expect(run.output).toContain(`账号 ${counts.accounts}，企业 ${counts.companies}，申请 ${counts.applications}，`);
    const [made] = fs.readdirSync(outDir);
    expect(readManifest(path.join(outDir, made ?? '', MANIFEST_FILE)).counts).toEqual(counts);
  });

  it('tells the operator how to call the commands, and what is wrong with a folder that is no backup', async () => {
    const dataDir = folder('cli');
    const noOut = await runGatewayCommand('db-backup.ts', [], dataDir);
    expect(noOut).toEqual({ code: 2, output: '用法：npm run db:backup -- --out <备份存放目录>\n' });
    const notBackup = await runGatewayCommand('db-restore.ts', ['--from', dataDir], dataDir);
    expect(notBackup.code).toBe(1);
    expect(notBackup.output).toBe(`不是完整的备份（缺少 manifest.json）：${dataDir}\n`);
  });

  it('names the backup folder by the Beijing time it was taken', () => {
    expect(beijingStamp(new Date('2026-11-27T16:30:05Z'))).toBe('20261128-003005');
  });
});

/** Where a restore goes: a new empty data directory, or a new database on the server with nothing in it. */
async function restoreTarget() {
  if (!onServer) return { config: { dataDir: folder('restored'), databaseUrl: undefined } };
  const blank = await createBlankServerDatabase();
  closing.push(blank);
  return { config: { dataDir: folder('unused'), databaseUrl: await serverUrlOf(blank) } };
}

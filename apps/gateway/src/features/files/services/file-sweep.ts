import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { FileStorage } from '#outside/storage/file-storage.ts';
import { deleteUnattachedBefore } from '../stores/file-store.ts';

/** A file never attached to anything is swept this long after its upload. */
export const UNATTACHED_KEEP_MS = 24 * 3_600_000;
const BATCH = 500;

/**
 * Deletes files never attached and uploaded more than a day ago: their rows first (a file attached meanwhile is
 * kept), then their objects. Idempotent, so every gateway instance may run it. Answers how many went.
 */
export async function sweepUnattachedFiles(db: Kysely<DB>, storage: FileStorage, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_KEEP_MS);
  let swept = 0;
  for (;;) {
    const keys = await deleteUnattachedBefore(db, before, BATCH);
    for (const key of keys) await storage.remove(key);
    swept += keys.length;
    if (keys.length < BATCH) return swept;
  }
}

/**
 * Removes staged uploads older than a day from the staging folder: a request always removes its own, so these are
 * left by a process that stopped mid-upload. Answers how many went.
 */
export async function sweepStagedUploads(stagingDir: string, now: Date): Promise<number> {
  const names = await entriesUnlessMissing(() => fs.promises.readdir(stagingDir));
  return removeStale(stagingDir, names, { suffix: '.upload', keepMs: UNATTACHED_KEEP_MS }, now);
}

/** A put writes its `.partial` object in seconds; one older than this was left by a process that died mid-put. */
export const PARTIAL_KEEP_MS = 15 * 60_000;

/**
 * Removes `.partial` objects older than PARTIAL_KEEP_MS from the local storage folder (`<FILE_DIR>/<yyyymm>/`): a put
 * removes its own when it fails, so these are left by a process killed mid-put (kill -9). Answers how many went.
 */
export async function sweepStalePartials(storageRoot: string, now: Date): Promise<number> {
  const months = await entriesUnlessMissing(() => fs.promises.readdir(storageRoot, { withFileTypes: true }));
  let swept = 0;
  for (const month of months) {
    if (!month.isDirectory() || month.name.startsWith('.')) continue;
    const folder = path.join(storageRoot, month.name);
    const names = await fs.promises.readdir(folder).catch(() => [] as string[]);
    swept += await removeStale(folder, names, { suffix: '.partial', keepMs: PARTIAL_KEEP_MS }, now);
  }
  return swept;
}

/** A folder's entries; none when the folder does not exist (nothing was ever written there). */
async function entriesUnlessMissing<Entry>(read: () => Promise<Entry[]>): Promise<Entry[]> {
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Removes the files among `names` of `folder` that end in `suffix` and were last written over `keepMs` ago. */
async function removeStale(
  folder: string,
  names: readonly string[],
  stale: { suffix: string; keepMs: number },
  now: Date,
): Promise<number> {
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(stale.suffix)) continue;
    const file = path.join(folder, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && now.getTime() - stat.mtimeMs > stale.keepMs) {
      await fs.promises.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

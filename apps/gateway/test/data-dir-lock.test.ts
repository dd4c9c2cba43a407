import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock.ts';
import { openDatabase } from '../src/db/database.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has certainly ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the PGlite data directory lock', () => {
  it('refuses a second gateway on the same data directory with a clear message', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/正被另一个网关进程（pid \d+）使用/);
    } finally {
      await first.close();
    }
    // Closed: the directory is free again.
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses while another live process holds it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  });

  it('takes over the lock of a process that has died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), String(deadPid()));
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    unlock();
  });
});

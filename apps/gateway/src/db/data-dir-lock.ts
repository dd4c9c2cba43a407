import fs from 'node:fs';
import path from 'node:path';

/** The lock file that marks a PGlite data directory as in use by one process. */
export const LOCK_FILE = 'gateway.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `数据目录 ${dataDir} 正被另一个网关进程（pid ${pid}）使用：嵌入式数据库只能由一个进程打开。` +
        '请先停止那个进程，或为本进程设置另一个 DATA_DIR，多实例部署请使用 DATABASE_URL 连接 PostgreSQL。',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process, or throws DataDirInUseError when a live process holds it. PGlite is a
 * single-process database: two processes on one directory would each see only their own writes and lose rows. A
 * lock left by a process that has died is taken over. Answers the function that gives the directory back.
 */
export function lockDataDir(dataDir: string, pid = process.pid): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, String(pid), { flag: 'wx' });
      return () => {
        if (readHolder(file) === pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder !== null && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take the lock ${file}`);
}

function readHolder(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

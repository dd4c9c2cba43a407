import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A note of the holder's pid in the data directory, for people; the lock itself is the socket below. */
export const LOCK_FILE = 'gateway.lock';
/**
 * The holder's dump key, readable by the directory's owner only: a process that asks the holder for a dump over the
 * lock's socket must show it, so only who may read the database's files may have its copy (npm run db:backup).
 */
export const DUMP_KEY_FILE = 'gateway.dump-key';

/** What the holder answers a dump request with, once its database is open (database.ts sets it). */
export interface DumpSource {
  dump?: () => Promise<Blob>;
}

const MAX_REQUEST_BYTES = 200;

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `数据目录 ${dataDir} 正被另一个网关进程（pid ${pid ?? '未知'}）使用：嵌入式数据库只能由一个进程打开。` +
        '请先停止那个进程，或为本进程设置另一个 DATA_DIR，多实例部署请使用 DATABASE_URL 连接 PostgreSQL。',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * The lock's name: a Linux abstract unix socket named after the directory's device and inode. Binding it fails while
 * a live process holds it, and the kernel frees it the moment that process dies (kill -9 included): no stale lock to
 * take over, so no race between processes taking one over (docs/decisions/0068-data-directory-lock-an-abstract-unix-socket.md: data directory lock).
 */
export function lockAddress(dataDir: string): string {
  const stat = fs.statSync(dataDir);
  const id = createHash('sha256').update(`${stat.dev}:${stat.ino}`).digest('hex').slice(0, 40);
  return `\0sme-gateway-data-dir-${id}`;
}

/**
 * Takes the data directory for this process, or throws DataDirInUseError when a live process holds it. PGlite is a
 * single-process database: two processes on one directory would each see only their own writes and lose rows.
 * Answers the function that gives the directory back.
 */
export async function lockDataDir(dataDir: string, dumps: DumpSource = {}): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir);
  const dumpKey = randomBytes(32).toString('hex');
  const server = net.createServer((socket) => answerRequest(socket, dumpKey, dumps));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(address, () => resolve());
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new DataDirInUseError(dataDir, await askHolder(address));
  }
  // The lock must not keep a finished process alive.
  server.unref();
  const note = path.join(dataDir, LOCK_FILE);
  const keyFile = path.join(dataDir, DUMP_KEY_FILE);
  try {
    fs.writeFileSync(note, String(process.pid));
    fs.rmSync(keyFile, { force: true });
    fs.writeFileSync(keyFile, dumpKey, { mode: 0o600, flag: 'wx' });
  } catch {
    // A read-only directory fails later with its own message; the note is only for people.
  }
  return () => {
    server.close();
    fs.rmSync(note, { force: true });
    fs.rmSync(keyFile, { force: true });
  };
}

/**
 * One request line on the lock's socket: `pid` (who holds the directory) or `dump <key>` (a gzipped copy of the open
 * database, taken between statements). Anything else, or a wrong key, is answered with nothing.
 */
function answerRequest(socket: net.Socket, dumpKey: string, dumps: DumpSource): void {
  let request = '';
  socket.setTimeout(2000, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: Buffer) => {
    request += chunk.toString('latin1');
    if (request.length > MAX_REQUEST_BYTES) return socket.destroy();
    const end = request.indexOf('\n');
    if (end < 0) return;
    socket.removeAllListeners('data');
    const [verb, key = ''] = request.slice(0, end).trim().split(' ');
    if (verb === 'pid') return void socket.end(String(process.pid));
    if (verb !== 'dump' || !sameKey(key, dumpKey) || !dumps.dump) return void socket.end();
    socket.setTimeout(0);
    dumps
      .dump()
      .then(async (blob) => socket.end(Buffer.from(await blob.arrayBuffer())))
      .catch(() => socket.destroy());
  });
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The holder's pid, as it answers on the lock's socket (null when it does not in a second). */
function askHolder(address: string): Promise<number | null> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(address);
    const done = (pid: number | null) => {
      socket.destroy();
      resolve(pid);
    };
    socket.setTimeout(1000, () => done(null));
    socket.on('connect', () => socket.write('pid\n'));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
    });
    socket.on('end', () => done(Number.isInteger(Number(answer)) && Number(answer) > 0 ? Number(answer) : null));
    socket.on('error', () => done(null));
  });
}

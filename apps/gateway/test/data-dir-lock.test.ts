import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, DUMP_KEY_FILE, LOCK_FILE, lockAddress, lockDataDir } from '#db/data-dir-lock.ts';
import { openDatabase } from '#db/database.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const CONTENDER = path.join(import.meta.dirname, 'lock-contender.ts');

interface Contender {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the next line the process writes. */
  next(): Promise<string>;
}

/**
 * A contender in a process of its own. tsx's CommonJS hook compiles it (required from `-e`, as a type-module .ts entry
 * would go to the ES module loader): `--import tsx` starts a loader thread as well, ~0.3 s more of each of the file's
 * 27 processes.
 */
function contender(dir: string): Contender {
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', '-e', 'require(process.argv[1])', CONTENDER, dir], {
    stdio: 'pipe',
  });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      const wait = waiting.shift();
      if (wait) wait(line);
      else lines.push(line);
    }
  });
  return {
    child,
    next: () => {
      const line = lines.shift();
      return line !== undefined ? Promise.resolve(line) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Starts the contenders, lets them all try at once, and answers what each got. */
async function race(dir: string, count: number): Promise<{ results: string[]; contenders: Contender[] }> {
  const contenders = Array.from({ length: count }, () => contender(dir));
  for (const one of contenders) expect(await one.next()).toBe('ready');
  for (const one of contenders) one.child.stdin.write('go\n');
  return { results: await Promise.all(contenders.map((one) => one.next())), contenders };
}

describe('the PGlite data directory lock', () => {
  // One data directory for the tests that open the database: creating one (initdb) costs seconds, opening it again not.
  let databaseDir: string;
  beforeAll(() => {
    databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-lock-db-'));
  });
  afterAll(() => fs.rmSync(databaseDir, { recursive: true, force: true }));

  it('refuses a second gateway on the same data directory with a clear message', async () => {
    const dir = databaseDir;
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
    // A new embedded database takes a while on a busy machine.
  }, 120_000);

  it('refuses while another live process holds it, naming its pid', async () => {
    const dir = tempDir();
    const { results, contenders } = await race(dir, 1);
    try {
      expect(results).toEqual(['won']);
      const refusal = lockDataDir(dir);
      await expect(refusal).rejects.toThrow(DataDirInUseError);
      await expect(refusal).rejects.toThrow(`（pid ${contenders[0]?.child.pid}）`);
    } finally {
      for (const one of contenders) one.child.stdin.end();
      await Promise.all(contenders.map((one) => exited(one.child)));
    }
  });

  it('frees the lock when its holder is killed -9, and exactly one of 8 racing processes takes it (3 rounds)', async () => {
    const dir = tempDir();
    for (let round = 0; round < 3; round++) {
      const holder = contender(dir);
      expect(await holder.next()).toBe('ready');
      holder.child.stdin.write('go\n');
      expect(await holder.next()).toBe('won');
      holder.child.kill('SIGKILL');
      await exited(holder.child);
      const { results, contenders } = await race(dir, 8);
      try {
        expect(results.filter((result) => result === 'won')).toHaveLength(1);
        expect(results.filter((result) => result === 'lost')).toHaveLength(7);
      } finally {
        for (const one of contenders) one.child.kill('SIGKILL');
        await Promise.all(contenders.map((one) => exited(one.child)));
      }
    }
  }, 240_000);

  it('gives the running gateway’s dump only to who shows the key of its data directory', async () => {
    const dir = databaseDir;
    const database = await openDatabase({ dataDir: dir });
    const ask = (line: string) =>
      new Promise<Buffer>((resolve) => {
        const chunks: Buffer[] = [];
        const socket = net.connect(lockAddress(dir), () => socket.write(line));
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('close', () => resolve(Buffer.concat(chunks)));
      });
    const key = fs.readFileSync(path.join(dir, DUMP_KEY_FILE), 'utf8');
    expect(fs.statSync(path.join(dir, DUMP_KEY_FILE)).mode & 0o077).toBe(0);
    expect((await ask(`dump ${'0'.repeat(key.length)}\n`)).length).toBe(0);
    expect((await ask('dump\n')).length).toBe(0);
    expect((await ask('pid\n')).toString()).toBe(String(process.pid));
    const dump = await ask(`dump ${key}\n`);
    expect(dump.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(true);
    await database.close();
    expect(fs.existsSync(path.join(dir, DUMP_KEY_FILE))).toBe(false);
  });
});

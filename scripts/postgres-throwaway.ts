import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { listenPortBelowEphemeral } from './listen-ports.ts';

const candidates = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

/** Where Debian's PostgreSQL server binaries are, if installed. */
export function findPostgresBin(): string | undefined {
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')));
}

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

/** A PostgreSQL server on loopback whose cluster lives in a folder of its own (kept between starts). */
export interface PostgresServer {
  url: string;
  /** Starts the server (creating its cluster on the first start); waits until it accepts connections. */
  start(): void;
  /** Stops it (fast shutdown: sessions are ended, committed work is kept). */
  stop(): void;
  /** `stop` without blocking this process's event loop (a bench keeps its load running meanwhile). */
  stopAsync(): Promise<void>;
  /** `start` of the existing cluster without blocking this process's event loop. */
  startAsync(): Promise<void>;
}

/**
 * A PostgreSQL server whose cluster is `dir/data` (made by initdb when missing), listening on 127.0.0.1:`port` with
 * its socket in `dir` — run as the postgres user when run as root, since the server refuses to run as root.
 */
export function postgresServerIn(bin: string, dir: string, port: number, settings: string[] = []): PostgresServer {
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const run = (tool: string, args: string[]) => execFileSync(...command(tool, args), { stdio: 'pipe' });
  const runAsync = async (tool: string, args: string[]) => {
    await promisify(execFile)(...command(tool, args));
  };
  const startArgs = [
    '-D',
    data,
    '-l',
    path.join(data, 'server.log'),
    '-o',
    [`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, ...settings.map((setting) => `-c ${setting}`)].join(' '),
    '-w',
    'start',
  ];
  const stopArgs = ['-D', data, '-m', 'fast', '-w', 'stop'];
  // pg_ctl says only "could not start server"; the why is in the server's log.
  const withLog = (error: unknown): Error => {
    const log = path.join(data, 'server.log');
    const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trimEnd().split('\n').slice(-15).join('\n') : '';
    return new Error(`${(error as Error).message}\n${log}, its last lines:\n${tail}`);
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => {
      fs.mkdirSync(dir, { recursive: true });
      if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
      if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
        run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
      }
      try {
        run('pg_ctl', startArgs);
      } catch (error) {
        throw withLog(error);
      }
    },
    stop: () => run('pg_ctl', stopArgs),
    stopAsync: () => runAsync('pg_ctl', stopArgs),
    startAsync: () =>
      runAsync('pg_ctl', startArgs).catch((error: unknown) => {
        throw withLog(error);
      }),
  };
}

/**
 * Settings for a server whose data is thrown away with it: nothing waits for the disk (no flush at commit or checkpoint,
 * no full pages after a checkpoint). A crash would lose the data, which the run drops anyway; what the tests read and
 * write behaves the same (record 0166).
 */
export const THROWAWAY_SPEED_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/**
 * Starts a throw-away PostgreSQL cluster on loopback (as the postgres user when run as root), with any `settings`
 * beside its own.
 */
export function startThrowawayPostgres(bin: string, settings: string[] = []): ThrowawayPostgres {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-pg-'));
  const port = listenPortBelowEphemeral(15_000, 20_000);
  // Two lanes of tests share it, each file's databases with pools of their own and a LISTEN connection each.
  const server = postgresServerIn(bin, dir, port, ['max_connections=300', ...settings]);
  server.start();
  return {
    url: server.url,
    stop: () => {
      try {
        server.stop();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

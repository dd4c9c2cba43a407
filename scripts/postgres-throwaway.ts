import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const candidates = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

/** Where Debian's PostgreSQL server binaries are, if installed. */
export function findPostgresBin(): string | undefined {
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')));
}

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

/** Starts a throw-away PostgreSQL cluster on loopback (as the postgres user when run as root). */
export function startThrowawayPostgres(bin: string): ThrowawayPostgres {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-pg-'));
  const data = path.join(dir, 'data');
  const port = 54000 + Math.floor(Math.random() * 900);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(data, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listenPortBelowEphemeral } from './listen-ports.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Whether a server can listen on this loopback port now (it is closed again at once). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free TCP port on loopback for a server started next, below the kernel's ephemeral range (scripts/listen-ports.ts):
 * a port the OS hands out for `listen(0)` is one an outgoing connection may take before that server listens.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = listenPortBelowEphemeral(10_000, 15_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port between 10000 and 15000');
}

export interface ServiceOptions {
  name: string;
  entry: string;
  env: NodeJS.ProcessEnv;
  /** Where the service's lines go; each is prefixed with the name. */
  log?: (line: string) => void;
}

/** Starts one of the platform's services (a TypeScript entry run through tsx) as a child process. */
export function startService({ name, entry, env, log = (line) => console.log(line) }: ServiceOptions): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) log(`[${name}] ${line.replace(/^\[\w+\] /, '')}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return child;
}

/** Polls a URL until it answers 2xx, the child exits, or the time runs out. */
export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the service exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

/** Asks a child to stop (SIGINT, as Ctrl-C would) and waits for it, killing it after a grace period. */
export function stopService(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../processes.ts';

export const NGINX = '/usr/sbin/nginx';
const TEMPLATE = path.join(repoRoot, 'deploy/nginx/cluster.conf');

export interface BalancerPorts {
  portal: number;
  gateway: number;
  graphs: number[];
  gateways: number[];
}

/** deploy/nginx/cluster.conf with this machine's prefix folder and ports filled in. */
export function renderNginxConfig(prefix: string, ports: BalancerPorts): string {
  const servers = (list: number[]) =>
    list.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n');
  const values: Record<string, string> = {
    PREFIX: prefix,
    PORTAL_LISTEN: `127.0.0.1:${ports.portal}`,
    GATEWAY_LISTEN: `127.0.0.1:${ports.gateway}`,
    GRAPH_SERVERS: servers(ports.graphs),
    GATEWAY_SERVERS: servers(ports.gateways),
  };
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${TEMPLATE}: no value for ${whole}`);
    return value;
  });
}

/**
 * Debian's nginx in the foreground as this user, with everything it writes (pid, logs, temporary bodies) under
 * `prefix`; its output goes to `log`.
 */
export function startNginx(prefix: string, ports: BalancerPorts, log: (line: string) => void): ChildProcess {
  fs.mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, renderNginxConfig(prefix, ports));
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) log(`[nginx] ${line}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return child;
}

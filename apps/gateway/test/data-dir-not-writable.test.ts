import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const gatewayRoot = path.resolve(import.meta.dirname, '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-not-writable-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Starts the gateway as an operator would and answers its exit code and everything it wrote. */
function startGateway(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: gatewayRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('a data directory the gateway cannot write', () => {
  it('ends the start with one clear line and exit code 73, not a stack trace', async () => {
    // Root may write anywhere: a data directory under a plain file cannot be created by anyone.
    const file = path.join(scratch, 'not-a-folder');
    fs.writeFileSync(file, '');
    const { code, output } = await startGateway({ DATA_DIR: path.join(file, 'data') });
    expect(code).toBe(73);
    expect(output).toContain('数据目录不可写');
    expect(output).toContain('The data directory cannot be written');
    expect(output).toContain('ENOTDIR');
    expect(output).not.toMatch(/^\s+at /m);
  }, 120_000);
});

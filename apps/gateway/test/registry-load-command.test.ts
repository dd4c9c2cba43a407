import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '#db/data-dir-lock.ts';
import { runGatewayCommand } from './cli-support.ts';

/**
 * Runs `npm run registry:load`'s script with a data directory of its own (never a server), whatever TEST_DATABASE_URL
 * says: the PostgreSQL pass of `npm test` leaves this file to the embedded database's run (vitest.config.ts).
 */
function runLoadCommand(args: string[], dataDir: string) {
  return runGatewayCommand('load-registry.ts', args, dataDir);
}

// Each run starts its own process and embedded database (~7 s alone, ~20 s on a busy machine).
describe('npm run registry:load', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-registry-load-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('explains its usage for a missing or bad count', async () => {
    for (const args of [[], ['--count', '0']]) {
      const { code, output } = await runLoadCommand(args, dataDir);
      expect(code).toBe(2);
      expect(output).toContain('用法：npm run registry:load -- --count');
    }
  });

  it('loads into DATA_DIR, with progress, and adds nothing the second time', async () => {
    const first = await runLoadCommand(['--count', '300'], dataDir);
    expect(first.output).toMatch(/已载入 300 \/ 300 家企业/);
    expect(first.output).toMatch(/完成：新增 300 家，共 300 家企业/);
    expect(first.code).toBe(0);
    const second = await runLoadCommand(['--count', '300'], dataDir);
    expect(second.output).toContain('企业登记库已有 300 家企业，无需载入。');
    expect(second.code).toBe(0);
  });

  it('says so clearly while a gateway holds the data directory', async () => {
    // This test process holds the lock: as if a gateway had the directory open.
    const unlock = await lockDataDir(dataDir);
    try {
      const { code, output } = await runLoadCommand(['--count', '400'], dataDir);
      expect(code).toBe(1);
      expect(output).toContain(`正被另一个网关进程（pid ${process.pid}）使用`);
    } finally {
      unlock();
    }
  });
});

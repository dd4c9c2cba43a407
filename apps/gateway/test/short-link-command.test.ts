import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#db/database.ts';
import { runGatewayCommand } from './cli-support.ts';
import { runSnapshot } from './test-database.ts';

/**
 * Runs `npm run shortlinks:create`'s script with a data directory of its own (never a server), whatever
 * TEST_DATABASE_URL says: the PostgreSQL pass of `npm test` leaves this file to the embedded database's run
 * (vitest.config.ts). The service behind it has its own tests (short-links.test.ts); these are the command's.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-short-link-'));
// The run's migrated, empty snapshot (global-setup.ts) as the data directory: the commands have no migration to run.
beforeAll(async () => {
  await (await openDatabase({ dataDir, snapshot: runSnapshot('pgliteEmptySnapshot') })).close();
}, 60_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const createLink = (args: string[]) => runGatewayCommand('create-short-link.ts', args, dataDir);

// Each run starts its own process and embedded database (~4 s alone, more on a busy machine).
describe('npm run shortlinks:create', { timeout: 120_000 }, () => {
  it('explains its usage without a target, and refuses a target outside the portal (exit 1, nothing stored)', async () => {
    const usage = await createLink(['--days', '30']);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('用法：npm run shortlinks:create -- --target /product/12');

    const outside = await createLink(['--target', 'https://elsewhere.example.com/', '--key', 'outside1']);
    expect(outside.code, outside.output).toBe(1);
    expect(outside.output).toContain('目标地址必须是本平台的页面路径');
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.db.selectFrom('short_link').select('key').where('key', '=', 'outside1').execute()).toEqual(
        [],
      );
    } finally {
      await database.close();
    }
  });

  it('stores the link and prints it at --base with its expiry in Beijing time', async () => {
    const before = Date.now();
    const run = await createLink([
      '--target',
      '/product/12',
      '--key',
      'spring2026',
      '--days',
      '30',
      '--base',
      'https://portal.example.gov.cn/',
    ]);
    expect(run.code, run.output).toBe(0);
    const [summary = '', link] = run.output.trim().split('\n').slice(-2);
    expect(link).toBe('https://portal.example.gov.cn/#/key/spring2026');
    const expiry = summary.match(
      /^已创建短链接 spring2026 → \/product\/12，有效期至 (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)（北京时间）$/,
    )?.[1];
    expect(expiry, summary).toBeDefined();
    // Written to the second in Beijing time: read back as an instant, it is 30 days after the run, give or take it.
    const expiresAt = new Date(`${expiry?.replace(' ', 'T')}+08:00`).getTime();
    const thirtyDays = 30 * 86_400_000;
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor((before + thirtyDays) / 1000) * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + thirtyDays);
  });
});

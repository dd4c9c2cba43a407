import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { maskMobile } from '@sme/contract/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#db/database.ts';
import { IMPORT_REGISTRY_MESSAGES } from '#features/accounts/domain/import-check.ts';
import { sha256Hex } from '#shared/secrets.ts';
import { runGatewayCommand } from './cli-support.ts';
import type { RegistryCompany } from './registry-imports.ts';
import { runSnapshot } from './test-database.ts';

/**
 * Runs `npm run accounts:import`'s script with a data directory of its own (never a server), whatever
 * TEST_DATABASE_URL says: the PostgreSQL pass of `npm test` leaves this file to the embedded database's run
 * (vitest.config.ts). The service behind it has its own tests (accounts-imports.test.ts); these are the command's.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-accounts-import-'));
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-accounts-import-files-'));
let live: RegistryCompany[] = [];

/** Opens the command's data directory in this process while no command runs (first made from `snapshot`). */
async function inDataDir<T>(
  work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
  snapshot?: Blob,
): Promise<T> {
  const database = await openDatabase(snapshot ? { dataDir, snapshot } : { dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

function importFile(name: string, lines: string[]): string {
  const file = path.join(filesDir, name);
  fs.writeFileSync(file, `mobile,companyName,uniformCode\n${lines.join('\n')}\n`);
  return file;
}

const accountsOf = (mobiles: string[]) =>
  inDataDir((database) =>
    database.db.selectFrom('app_user').select(['id', 'mobile']).where('mobile', 'in', mobiles).execute(),
  );

beforeAll(async () => {
  // The run's seeded snapshot (global-setup.ts) as the data directory: migrated, with a registry of a few thousand
  // companies, so the commands below have no migration to run. The last live ones belong to no seeded account.
  live = await inDataDir(
    (database) =>
      database.db
        .selectFrom('company_registry')
        .select(['id', 'company_name as companyName', 'uniform_code as uniformCode', 'legal_person as legalPerson'])
        .where('status', 'in', ['存续', '在业'])
        .orderBy('id', 'desc')
        .limit(2)
        .execute(),
    runSnapshot('pgliteSnapshot'),
  );
  expect(live).toHaveLength(2);
}, 120_000);
afterAll(() => {
  for (const dir of [dataDir, filesDir]) fs.rmSync(dir, { recursive: true, force: true });
});

// Each run starts its own process and embedded database (~5 s alone, more on a busy machine).
describe('npm run accounts:import', { timeout: 120_000 }, () => {
  it('explains its usage without a file, and imports nothing from a file the registry refuses a line of', async () => {
    const usage = await runGatewayCommand('import-accounts.ts', [], dataDir);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('用法：npm run accounts:import -- --file accounts.csv');

    const [first] = live as [RegistryCompany];
    const file = importFile('refused.csv', [
      `13700000101,${first.companyName},${first.uniformCode}`,
      `13700000102,另一家不相干有限公司,${first.uniformCode}`,
    ]);
    const refused = await runGatewayCommand('import-accounts.ts', ['--file', file], dataDir);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain('导入文件有 1 行与企业登记信息不符，未导入任何账号');
    expect(refused.output).toContain(`第3行：${IMPORT_REGISTRY_MESSAGES.nameMismatch(first.companyName)}`);
    expect(await accountsOf(['13700000101', '13700000102'])).toEqual([]);
  });

  it('imports each line and prints its masked mobile and one-time invitation link, storing only the token’s hash', async () => {
    const [first, second] = live as [RegistryCompany, RegistryCompany];
    const file = importFile('accounts.csv', [
      `13700000201,${first.companyName},${first.uniformCode}`,
      `13700000202,${second.companyName},${second.uniformCode.toLowerCase()}`,
    ]);
    const portal = 'https://portal.example.gov.cn';
    const run = await runGatewayCommand('import-accounts.ts', ['--file', file, '--days', '3'], dataDir, {
      PORTAL_URL: portal,
    });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('已导入 2 个账号；邀请链接一次有效，3 天内使用：');
    const links = [...run.output.matchAll(/^(\S+)\t新账号\t(.+)\t(\S+)$/gm)];
    expect(links.map(([, mobile, company]) => [mobile, company])).toEqual([
      [maskMobile('13700000201'), first.companyName],
      [maskMobile('13700000202'), second.companyName],
    ]);
    const tokens = links.map(([, , , link]) => {
      expect(link).toMatch(new RegExp(`^${portal}/#/login\\?importToken=[\\w-]{20,}$`));
      return new URL((link ?? '').replace('/#/', '/')).searchParams.get('importToken') ?? '';
    });

    const accounts = await accountsOf(['13700000201', '13700000202']);
    expect(accounts).toHaveLength(2);
    const invitations = await inDataDir((database) =>
      database.db
        .selectFrom('import_invitation')
        .select(['token_hash', 'user_id', 'source', 'created_at', 'expires_at'])
        .where(
          'user_id',
          'in',
          accounts.map((account) => account.id),
        )
        .execute(),
    );
    expect(invitations.map((invitation) => invitation.token_hash).sort()).toEqual(tokens.map(sha256Hex).sort());
    for (const invitation of invitations) {
      expect(invitation.source).toBe('shb');
      expect(new Date(invitation.expires_at).getTime() - new Date(invitation.created_at).getTime()).toBe(
        3 * 86_400_000,
      );
    }
  });
});

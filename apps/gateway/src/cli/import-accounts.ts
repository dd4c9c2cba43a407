/**
 * Operator command: imports accounts handed over by a partner platform and prints each one's one-time invitation
 * link. `npm run accounts:import -- --file accounts.csv [--source shb] [--days 7]` (DATA_DIR or DATABASE_URL as for
 * the gateway; with PGlite the gateway must not be running on the same data directory). Every line is checked against
 * the company registry first (code registered, that name, live); any refused line refuses the whole file.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { maskMobile } from '@sme/contract/fields';
import { readGatewayConfig } from '#config.ts';
import { openDatabase } from '#db/database.ts';
import { migrateToLatest } from '#db/migrate.ts';
import { createGatewayDeps } from '#deps.ts';
import { createAccountContext } from '#features/accounts/context.ts';
import { ImportRefusedError, importAccounts } from '#features/accounts/services/import-service.ts';
import { lineMessage, parseImportFile } from './import-accounts-file.ts';

const DAY = 24 * 3_600_000;
const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    source: { type: 'string', default: 'shb' },
    days: { type: 'string', default: '7' },
    'portal-url': { type: 'string', default: process.env.PORTAL_URL ?? 'http://localhost:8080' },
  },
});
const days = Number(values.days);
if (!values.file || !/^[a-z0-9_-]{1,20}$/.test(values.source ?? '') || !(days > 0 && days <= 90)) {
  console.error('用法：npm run accounts:import -- --file accounts.csv [--source shb] [--days 1-90] [--portal-url URL]');
  process.exit(2);
}
const parsed = parseImportFile(fs.readFileSync(values.file, 'utf8'));
if (parsed.errors.length > 0) {
  console.error(`导入文件有 ${parsed.errors.length} 处错误，未导入任何账号：\n${parsed.errors.join('\n')}`);
  process.exit(1);
}

const config = readGatewayConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  await migrateToLatest(database.db);
  const ctx = createAccountContext(await createGatewayDeps(database, config));
  const results = await importAccounts(ctx, parsed.rows, { source: values.source ?? 'shb', validMs: days * DAY });
  console.log(`已导入 ${results.length} 个账号；邀请链接一次有效，${days} 天内使用：`);
  for (const result of results) {
    const link = `${values['portal-url']}/#/login?importToken=${result.token}`;
    const kind = result.status === 'created' ? '新账号' : '已有账号';
    console.log(`${maskMobile(result.mobile)}\t${kind}\t${result.companyName}\t${link}`);
  }
} catch (error) {
  if (!(error instanceof ImportRefusedError)) throw error;
  const lines = error.problems.map((problem) => lineMessage(problem.line, problem.message));
  console.error(`导入文件有 ${lines.length} 行与企业登记信息不符，未导入任何账号：\n${lines.join('\n')}`);
  process.exitCode = 1;
} finally {
  await database.close();
}

/**
 * Operator command: creates a short link to a portal route and prints it.
 * `npm run shortlinks:create -- --target /product/12 [--key abc1] [--days 30] [--base https://portal.example.cn]`
 * A random url-safe key (CSPRNG) unless --key gives one; targets outside the portal and taken keys are refused.
 * With PGlite the gateway must not be running on the same data directory.
 */
import { parseArgs } from 'node:util';
import { beijingDayTime } from '@sme/contract/beijing-time';
import { readGatewayConfig } from '#config.ts';
import { migrateToLatest } from '#db/migrate.ts';
import { openConfiguredDatabase } from '#db/open-configured-database.ts';
import { createShortLink, MAX_DAYS, ShortLinkRefused } from '#features/short-links/services/short-link-service.ts';

const USAGE = `用法：npm run shortlinks:create -- --target /product/12 [--key 标识] [--days 1-${MAX_DAYS}] [--base 门户地址]`;

let values: { target?: string; key?: string; days?: string; base?: string };
try {
  values = parseArgs({
    options: {
      target: { type: 'string' },
      key: { type: 'string' },
      days: { type: 'string' },
      base: { type: 'string' },
    },
  }).values;
} catch {
  values = {};
}
if (!values.target || (values.days !== undefined && !/^\d+$/.test(values.days))) {
  console.error(USAGE);
  process.exit(2);
}
const days = values.days === undefined ? undefined : Number(values.days);
const base = (values.base ?? process.env.PUBLIC_URL ?? '').replace(/\/+$/, '');

const config = readGatewayConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrateToLatest(database.db);
  const link = await createShortLink(database.db, { target: values.target, key: values.key, days }, new Date());
  const until = link.expiresAt
    ? `，有效期至 ${beijingDayTime(link.expiresAt, { seconds: true })}（北京时间）`
    : '，长期有效';
  console.log(`已创建短链接 ${link.key} → ${link.target}${until}`);
  console.log(`${base}/#/key/${link.key}`);
} catch (error) {
  if (!(error instanceof ShortLinkRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}

/**
 * Operator command: loads the registry's deterministic fictional companies 1..count into DATA_DIR's PGlite or
 * DATABASE_URL's PostgreSQL, for scale tests. Additive and idempotent: a second run with the same count adds nothing.
 * `npm run registry:load -- --count 1000000` (with PGlite the gateway must not be running on the same data directory).
 */
import { parseArgs } from 'node:util';
import { readGatewayConfig } from '#config.ts';
import { migrateToLatest } from '#db/migrate.ts';
import { openConfiguredDatabase } from '#db/open-configured-database.ts';
import { loadRegistry } from '#seed/registry/load-registry.ts';
import { MAX_REGISTRY_COUNT } from '#seed/registry/registry-counts.ts';

const USAGE = `用法：npm run registry:load -- --count 1-${MAX_REGISTRY_COUNT}`;

let count: number;
try {
  const { values } = parseArgs({ options: { count: { type: 'string' } } });
  count = Number(values.count?.replace(/[_,]/g, ''));
} catch {
  count = Number.NaN;
}
if (!Number.isInteger(count) || count < 1 || count > MAX_REGISTRY_COUNT) {
  console.error(USAGE);
  process.exit(2);
}

const config = readGatewayConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrateToLatest(database.db);
  const started = Date.now();
  let reported = 0;
  const result = await loadRegistry(database.db, count, ({ loaded, target }) => {
    if (loaded - reported < 50_000 && loaded !== target) return;
    reported = loaded;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`已载入 ${loaded.toLocaleString('en-US')} / ${target.toLocaleString('en-US')} 家企业（${seconds} 秒）`);
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.after === result.before) {
    console.log(`企业登记库已有 ${result.before.toLocaleString('en-US')} 家企业，无需载入。`);
  } else {
    const how = result.rebuiltIndexes ? '，索引已重建' : '';
    console.log(
      `完成：新增 ${(result.after - result.before).toLocaleString('en-US')} 家，共 ${result.after.toLocaleString('en-US')} 家企业（${seconds} 秒${how}）。`,
    );
  }
} finally {
  await database.close();
}

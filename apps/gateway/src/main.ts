import { createGatewayApp } from './app.ts';
import { readGatewayConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';

const config = readGatewayConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
const applied = await migrateToLatest(database.db);
if (applied.length) console.log(`[gateway] migrations applied: ${applied.join(', ')}`);
const seedOptions = { demoContent: config.seed, demoAccount: !config.production };
if (await seedIfEmpty(database.db, seedOptions)) console.log('[gateway] seeded what the empty database lacked');

const app = createGatewayApp({ database, config });
const server = app.listen(config.port, config.host, () => {
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`[gateway] listening on http://${config.host}:${config.port}/api, data in ${where}`);
});
server.keepAliveTimeout = 65_000;

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[gateway] ${signal}: stopping`);
  server.close();
  server.closeAllConnections();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

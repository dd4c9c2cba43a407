import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readGatewayConfig } from '../../apps/gateway/src/config.ts';
import { openDatabase } from '../../apps/gateway/src/db/database.ts';
import { migrateToLatest } from '../../apps/gateway/src/db/migrate.ts';
import { seedIfEmpty } from '../../apps/gateway/src/seed/seed.ts';
import { seedOptionsFor } from '../../apps/gateway/src/seed/seed-options.ts';

/**
 * Migrates and seeds one gateway data directory as the gateway's own start would with `env` (the same seed options,
 * read by the gateway's config), for every platform of the run to start from a copy: the seed runs once per run
 * instead of once per platform, and each gateway's start finds its database ready.
 */
export async function seedDataDir(env: NodeJS.ProcessEnv): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-e2e-seeded-'));
  const config = readGatewayConfig({ ...process.env, ...env, DATA_DIR: dataDir });
  const database = await openDatabase({ dataDir });
  try {
    await migrateToLatest(database.db);
    await seedIfEmpty(database.db, seedOptionsFor(config));
  } finally {
    await database.close();
  }
  return dataDir;
}

/** A fresh copy of the seeded data directory for one gateway. */
export function copyOfDataDir(seeded: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-e2e-'));
  fs.cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

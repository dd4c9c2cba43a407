/**
 * What making a gateway's deps costs at start (record 0170): the time to import deps.ts and make the deps from this
 * process's environment, the CommonJS modules then loaded (the cloud vendors' SDKs are CommonJS) and which vendor
 * packages among them, and the resident memory. Run once per process, so each figure is a cold start; the default
 * environment is development's (SMS outbox, face simulator, a local folder).
 *   node --import tsx bench/gateway-deps-start.ts   (SMS_PROVIDER=aliyun … to measure a vendor's cost)
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const VENDOR_PACKAGE = /node_modules\/(@alicloud\/[^/]+|tencentcloud-sdk-nodejs[^/]*|@aws-sdk\/[^/]+)\//;

// Development's default storage is a folder under DATA_DIR, made at start: a temporary one unless given.
const ownDataDir = process.env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'sme-deps-start-'));
if (ownDataDir) process.env.DATA_DIR = ownDataDir;
const started = performance.now();
const { readGatewayConfig } = await import('../apps/gateway/src/config.ts');
const { openDatabase } = await import('../apps/gateway/src/db/database.ts');
const { createGatewayDeps } = await import('../apps/gateway/src/deps.ts');
// A server's pool that is never asked anything: making the deps sends no statement.
const database = await openDatabase({ databaseUrl: 'postgres://127.0.0.1:9/never-asked' });
await createGatewayDeps(database, readGatewayConfig());
const took = performance.now() - started;
await database.close();
const modules = Object.keys(createRequire(import.meta.url).cache);
const vendors = new Set(modules.flatMap((file) => file.match(VENDOR_PACKAGE)?.[1] ?? []));
console.log(
  `deps made in ${took.toFixed(0)} ms; ${modules.length} CommonJS modules loaded, ` +
    `${modules.filter((file) => VENDOR_PACKAGE.test(file)).length} of them vendor SDKs (${[...vendors].join(', ') || 'none'}); ` +
    `resident ${(process.memoryUsage().rss / 1_048_576).toFixed(0)} MB`,
);
if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });

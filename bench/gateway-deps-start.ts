/**
 * What making a gateway's deps costs at start (record 0170): the time to import the gateway's config, database and
 * deps modules and make the deps from this process's environment, the CommonJS modules then loaded (the cloud
 * vendors' SDKs are CommonJS) and which vendor packages among them, and the resident memory. Run once per process, so
 * each figure is a cold start; the default environment is development's (SMS outbox, face simulator, a local folder).
 *   node --import tsx bench/gateway-deps-start.ts   (SMS_PROVIDER=aliyun … to measure a vendor's cost)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Development's default storage is a folder under DATA_DIR, made at start: a temporary one unless given.
const ownDataDir = process.env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'sme-deps-start-'));
if (ownDataDir) process.env.DATA_DIR = ownDataDir;
const started = performance.now();
const { makeDepsAsAtStart } = await import('../apps/gateway/test/deps-at-start.ts');
const { modules, vendorModules, vendorPackages } = await makeDepsAsAtStart();
const took = performance.now() - started;
console.log(
  `deps made in ${took.toFixed(0)} ms; ${modules.length} CommonJS modules loaded, ` +
    `${vendorModules.length} of them vendor SDKs (${vendorPackages.join(', ') || 'none'}); ` +
    `resident ${(process.memoryUsage().rss / 1_048_576).toFixed(0)} MB`,
);
if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });

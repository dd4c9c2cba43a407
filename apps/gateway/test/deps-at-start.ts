/**
 * Makes the gateway's deps as serve.ts does, from this process's environment, and answers the CommonJS modules then
 * loaded and the cloud vendors' SDK packages among them (the vendors' SDKs are CommonJS). The database is a server's
 * pool that is never asked anything: making the deps sends no statement. For a process of its own: the modules a
 * process has loaded are counted (vendor-sdks-loaded.ts, bench/gateway-deps-start.ts).
 */
import { createRequire } from 'node:module';
import { readGatewayConfig } from '#config.ts';
import { openDatabase } from '#db/database.ts';
import { createGatewayDeps } from '#deps.ts';

const VENDOR_PACKAGE = /node_modules\/(@alicloud\/[^/]+|tencentcloud-sdk-nodejs[^/]*|@aws-sdk\/[^/]+)\//;

export interface DepsAtStart {
  modules: string[];
  /** The modules of the vendors' SDKs, of `modules`. */
  vendorModules: string[];
  /** Their packages, sorted. */
  vendorPackages: string[];
}

export async function makeDepsAsAtStart(): Promise<DepsAtStart> {
  const database = await openDatabase({ databaseUrl: 'postgres://127.0.0.1:9/never-asked' });
  try {
    await createGatewayDeps(database, readGatewayConfig());
  } finally {
    await database.close();
  }
  const modules = Object.keys(createRequire(import.meta.url).cache);
  const vendorModules = modules.filter((file) => VENDOR_PACKAGE.test(file));
  const vendorPackages = [...new Set(vendorModules.flatMap((file) => file.match(VENDOR_PACKAGE)?.[1] ?? []))].sort();
  return { modules, vendorModules, vendorPackages };
}

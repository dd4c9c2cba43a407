/**
 * Makes the gateway's deps as serve.ts does, from this process's environment, and prints as JSON which cloud vendors'
 * SDK packages that loaded (outside-sdk-loading.test.ts runs it in a process of its own). The database is a server's
 * pool that is never asked anything: making the deps sends no statement.
 */
import { createRequire } from 'node:module';
import { readGatewayConfig } from '#config.ts';
import { openDatabase } from '#db/database.ts';
import { createGatewayDeps } from '#deps.ts';

const VENDOR_PACKAGE = /node_modules\/(@alicloud\/[^/]+|tencentcloud-sdk-nodejs[^/]*|@aws-sdk\/[^/]+)\//;

const database = await openDatabase({ databaseUrl: 'postgres://127.0.0.1:9/never-asked' });
await createGatewayDeps(database, readGatewayConfig());
await database.close();
const files = Object.keys(createRequire(import.meta.url).cache);
const packages = new Set(files.flatMap((file) => file.match(VENDOR_PACKAGE)?.[1] ?? []));
console.log(JSON.stringify([...packages].sort()));

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp, gatewayCalls } from '#app.ts';
import type { Database } from '#db/database.ts';
import { documentedCalls, normalizeCall } from './documented-calls.ts';
import { createEmptyDatabase } from './test-database.ts';
import { testDeps } from './test-deps.ts';

/** docs/gateway-api.md is the REST contract: every call of the app is documented there, and it documents no other. */

const DOC = new URL('../../../docs/gateway-api.md', import.meta.url);

let database: Database;

beforeAll(async () => {
  database = await createEmptyDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('docs/gateway-api.md and the routes', () => {
  it('reads calls as the app lists them', () => {
    const calls = documentedCalls(
      [
        '### POST /org/financial/org/detail/{id}',
        '### GET /loan/product/pc/million/list, /green/list — query `pageNum?`',
        '- `GET /__dev/sms?mobile=…` → data; | `POST /loan/org/product/*` | -8050 |',
        '### GET /healthz (outside /api)',
      ].join('\n'),
    );
    expect([...calls].sort()).toEqual([
      'GET /__dev/sms',
      'GET /loan/product/pc/green/list',
      'GET /loan/product/pc/million/list',
      'POST /org/financial/org/detail/:id',
    ]);
  });

  it('documents every call of the app, and no call the app does not have', () => {
    const routes = new Set(gatewayCalls(createGatewayApp(testDeps(database))).map(normalizeCall));
    const documented = documentedCalls(readFileSync(DOC, 'utf8'));
    expect(
      [...routes].filter((call) => !documented.has(call)),
      'calls of the app missing from the doc',
    ).toEqual([]);
    expect(
      [...documented].filter((call) => !routes.has(call)),
      'documented calls the app does not have',
    ).toEqual([]);
  });
});

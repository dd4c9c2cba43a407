import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/test-order/longest-first.ts';
import { e2eWorkers } from './tests/e2e/workers.ts';

// Projects: `unit` (pure functions, no I/O), `gateway` (REST calls through supertest on a real database),
// `integration` (GraphQL through graph + gateway), `e2e` (Chromium against the started platform).
/** Gateway test files that replace a module with vi.mock, which only takes effect in a fresh module graph. */
const MOCKING_GATEWAY_TESTS = ['apps/gateway/test/accounts-attacks.test.ts'];

/**
 * Gateway tests whose subject behaves differently on the embedded database (its data directory, lock, snapshots and
 * one connection, the versions read again only after a write, seeding, backups, scheduled jobs' locks, the event feed)
 * plus the access matrix (every REST call once): with a PostgreSQL server installed, `npm test` runs the gateway's
 * whole suite on the server and these again on PGlite (record 0138).
 */
const EMBEDDED_DATABASE_TESTS = [
  'apps/gateway/test/access/access-matrix.test.ts',
  'apps/gateway/test/accounts-import-command.test.ts',
  'apps/gateway/test/accounts-seed.test.ts',
  'apps/gateway/test/backup-restore.test.ts',
  'apps/gateway/test/catalog-cache.test.ts',
  'apps/gateway/test/catalog-feed.test.ts',
  'apps/gateway/test/data-dir-lock.test.ts',
  'apps/gateway/test/data-dir-not-writable.test.ts',
  'apps/gateway/test/home-statistics.test.ts',
  'apps/gateway/test/housekeeping.test.ts',
  'apps/gateway/test/live-events.test.ts',
  'apps/gateway/test/metrics.test.ts',
  'apps/gateway/test/migration-0004.test.ts',
  'apps/gateway/test/registry-load.test.ts',
  'apps/gateway/test/registry-load-command.test.ts',
  'apps/gateway/test/seed.test.ts',
  'apps/gateway/test/short-link-command.test.ts',
  'apps/gateway/test/workbench-escalation.test.ts',
  'apps/gateway/test/workbench-staff-login.test.ts',
];

/**
 * Embedded-database tests that open PGlite whatever TEST_DATABASE_URL says (its data directory's lock, an unwritable
 * data directory, a migration replayed in memory, the operator commands that load the registry, import accounts and
 * create short links, on a data directory): the PostgreSQL pass leaves them to the gateway-embedded run.
 */
const PGLITE_ONLY_TESTS = [
  'apps/gateway/test/accounts-import-command.test.ts',
  'apps/gateway/test/data-dir-lock.test.ts',
  'apps/gateway/test/data-dir-not-writable.test.ts',
  'apps/gateway/test/migration-0004.test.ts',
  'apps/gateway/test/registry-load-command.test.ts',
  'apps/gateway/test/short-link-command.test.ts',
];

/** Gateway tests of what only a PostgreSQL server has; run in the PostgreSQL pass of `npm test` alone. */
const POSTGRES_ONLY_TESTS = ['apps/gateway/test/postgres/**/*.test.ts'];

export default defineConfig({
  test: {
    // The browser files longest first on the two workers (scripts/test-order): a fresh clone has no cached durations.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'apps/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.tsx',
            'packages/*/src/**/*.test.ts',
            'packages/*/src/**/*.test.tsx',
            'scripts/**/*.test.ts',
            'stand-ins/src/**/*.test.ts',
          ],
          environment: 'node',
          // Pure functions: one module graph per worker instead of a fresh process per file (57 s → 12 s here).
          isolate: false,
        },
      },
      {
        test: {
          name: 'gateway',
          include: ['apps/gateway/test/**/*.test.ts'],
          exclude: [
            ...MOCKING_GATEWAY_TESTS,
            ...POSTGRES_ONLY_TESTS,
            ...(process.env.TEST_DATABASE_URL ? PGLITE_ONLY_TESTS : []),
          ],
          globalSetup: ['apps/gateway/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Every file opens its own database; sharing the worker's module graph spares a process and ~2.5 s of
          // imports per file. Files that vi.mock a module need a fresh graph: they are in gateway-isolated.
          isolate: false,
        },
      },
      {
        test: {
          name: 'gateway-embedded',
          include: EMBEDDED_DATABASE_TESTS,
          globalSetup: ['apps/gateway/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'gateway-isolated',
          include: MOCKING_GATEWAY_TESTS,
          globalSetup: ['apps/gateway/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'gateway-postgres',
          include: POSTGRES_ONLY_TESTS,
          globalSetup: ['apps/gateway/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['apps/gateway/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Two workers share the cores with their platforms: a 25 s flow may take twice that on a busy machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page's first poll waits for the app's boot (after the first paint, then its chunks: apps/web/src/main.tsx),
          // which a busy CI machine can stretch past expect.poll's 1 s default.
          expect: { poll: { timeout: 5_000 } },
          // One platform per worker (tests/e2e/global-setup.ts): files run side by side, each worker's in turn.
          maxWorkers: e2eWorkers(),
          // Each worker keeps its module graph from file to file (playwright-core and the support modules, ~1.8 s of
          // imports a file); the support modules hold no state between files.
          isolate: false,
        },
      },
      {
        test: {
          // One cluster (PostgreSQL, two gateways, two graphs, nginx: scripts/cluster/) for the one file.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});

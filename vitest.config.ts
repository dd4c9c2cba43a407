import { defineConfig } from 'vitest/config';

// Projects: `unit` (pure functions, no I/O), `gateway` (REST calls through supertest on a real database),
// `integration` (GraphQL through graph + gateway), `e2e` (Chromium against the started platform).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'apps/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.tsx',
            'scripts/**/*.test.ts',
            'stand-ins/src/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'gateway',
          include: ['apps/gateway/test/**/*.test.ts'],
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
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

import { startTracingIfConfigured } from '@sme/contract/tracing/start';

// Before any of the graph's own modules: http, express and graphql must load after the instrumentations that patch them.
try {
  await startTracingIfConfigured('sme-graph', ['http', 'express', 'graphql']);
} catch (error) {
  console.error(`[graph] ${(error as Error).message}`);
  process.exit(1);
}
await import('./serve.ts');

import { startTracingIfConfigured } from '@sme/contract/tracing/start';

// Before any of the graph's own modules: http, express and graphql must load after the instrumentations that patch them.
await startTracingIfConfigured('sme-graph', ['http', 'express', 'graphql'], 'graph');
await import('./serve.ts');

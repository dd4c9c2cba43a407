import { startTracingIfConfigured } from '@sme/contract/tracing/start';

// Before any of the gateway's own modules: http, express and pg must load after the instrumentations that patch them.
await startTracingIfConfigured('sme-gateway', ['http', 'express', 'pg'], 'gateway');
await import('./serve.ts');

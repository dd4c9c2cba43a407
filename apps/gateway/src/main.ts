import { startTracingIfConfigured } from '@sme/contract/tracing/start';

// Before any of the gateway's own modules: http, express and pg must load after the instrumentations that patch them.
try {
  await startTracingIfConfigured('sme-gateway', ['http', 'express', 'pg']);
} catch (error) {
  console.error(`[gateway] ${(error as Error).message}`);
  process.exit(1);
}
await import('./serve.ts');

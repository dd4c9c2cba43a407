import type { TracedLibrary } from './libraries.ts';
import { readTracingSettings } from './settings.ts';

let stopSdk: (() => Promise<void>) | null = null;

/**
 * Starts OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise loads nothing. Call it before importing
 * the service's own modules (a dynamic import after it), so the instrumented libraries load patched.
 */
export async function startTracingIfConfigured(
  defaultServiceName: string,
  libraries: readonly TracedLibrary[],
): Promise<boolean> {
  const settings = readTracingSettings(process.env, defaultServiceName);
  if (!settings) return false;
  const { startSdk } = await import('./sdk.ts');
  stopSdk = await startSdk(settings, libraries);
  return true;
}

/**
 * Sends the spans still queued and stops; part of a service's drain, which an unreachable collector delays by at most
 * `withinMs`. Nothing to do when tracing is off.
 */
export async function stopTracing(withinMs = 3_000): Promise<void> {
  const stop = stopSdk;
  stopSdk = null;
  if (!stop) return;
  let timer: NodeJS.Timeout | undefined;
  const givenUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, withinMs);
  });
  await Promise.race([stop().catch(() => {}), givenUp]);
  clearTimeout(timer);
}

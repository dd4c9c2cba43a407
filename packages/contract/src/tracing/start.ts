import type { TracedLibrary } from './libraries.ts';
import { readTracingSettings } from './settings.ts';

let stopSdk: (() => Promise<void>) | null = null;

/**
 * Starts OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise loads nothing. Call it before importing
 * the service's own modules (a dynamic import after it), so the instrumented libraries load patched. A tracing setting
 * it cannot read ends the process with one line naming it (`[logTag] Invalid …`), before the service has started.
 */
export async function startTracingIfConfigured(
  defaultServiceName: string,
  libraries: readonly TracedLibrary[],
  logTag: string,
): Promise<void> {
  try {
    const settings = readTracingSettings(process.env, defaultServiceName);
    if (!settings) return;
    const { startSdk } = await import('./sdk.ts');
    stopSdk = await startSdk(settings, libraries);
  } catch (error) {
    console.error(`[${logTag}] ${(error as Error).message}`);
    process.exit(1);
  }
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

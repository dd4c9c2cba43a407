/**
 * When the gateway and the graph trace (docs/decisions/0148-opentelemetry-traces-over-otlp-when-configured.md):
 * only with OTEL_EXPORTER_OTLP_ENDPOINT set, and then under OTEL_SERVICE_NAME or the service's own default name.
 */
export interface TracingSettings {
  serviceName: string;
  /** OTEL_BSP_SCHEDULE_DELAY [5000]: how long finished spans wait to be sent together. */
  scheduleDelayMs: number;
}

type Env = Record<string, string | undefined>;

/** null: tracing is off and the SDK is never loaded. */
export function readTracingSettings(env: Env, defaultServiceName: string): TracingSettings | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return null;
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return null;
  if (!isHttpUrl(endpoint)) {
    throw new Error(
      `Invalid OTEL_EXPORTER_OTLP_ENDPOINT: ${endpoint} (the collector's OTLP/HTTP address, e.g. http://127.0.0.1:4318)`,
    );
  }
  return {
    serviceName: env.OTEL_SERVICE_NAME?.trim() || defaultServiceName,
    scheduleDelayMs: readScheduleDelay(env.OTEL_BSP_SCHEDULE_DELAY),
  };
}

function readScheduleDelay(value: string | undefined): number {
  const setting = value?.trim();
  if (!setting) return 5_000;
  const ms = Number(setting);
  if (!Number.isInteger(ms) || ms < 1) {
    throw new Error(`Invalid OTEL_BSP_SCHEDULE_DELAY: ${setting} (milliseconds, a whole number from 1)`);
  }
  return ms;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

import { describe, expect, it } from 'vitest';
import { readTracingSettings } from './settings.ts';

describe('readTracingSettings', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT, or with a blank one', () => {
    expect(readTracingSettings({}, 'sme-gateway')).toBeNull();
    expect(readTracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' }, 'sme-gateway')).toBeNull();
  });

  it('is on with the endpoint, under the service default name or OTEL_SERVICE_NAME', () => {
    const endpoint = 'http://127.0.0.1:4318';
    expect(readTracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }, 'sme-graph')).toEqual({
      serviceName: 'sme-graph',
      scheduleDelayMs: 5_000,
    });
    expect(
      readTracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: ' graph-gz-1 ' }, 'sme-graph'),
    ).toMatchObject({ serviceName: 'graph-gz-1' });
  });

  it('reads the batch delay, refusing what is not a positive whole number of milliseconds', () => {
    const endpoint = 'http://127.0.0.1:4318';
    expect(
      readTracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '200' }, 'sme-graph'),
    ).toMatchObject({ scheduleDelayMs: 200 });
    for (const bad of ['0', '-5', '1.5', 'soon']) {
      expect(() =>
        readTracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: bad }, 'sme-graph'),
      ).toThrow(/OTEL_BSP_SCHEDULE_DELAY/);
    }
  });

  it('is off when OTEL_SDK_DISABLED is true, as the SDK itself reads it', () => {
    expect(
      readTracingSettings(
        { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'TRUE' },
        'sme-gateway',
      ),
    ).toBeNull();
  });

  it('refuses an endpoint that is not an http(s) URL, naming the setting', () => {
    expect(() => readTracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, 'sme-gateway')).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(() => readTracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' }, 'sme-gateway')).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });
});

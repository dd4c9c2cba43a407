import type { Logger } from '../../../apps/graph/src/logger.ts';

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  event: string;
  detail?: Record<string, unknown>;
}

/** Keeps the service's log lines in memory: quiet test output, and assertions on what was logged. */
export function recordingLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (event, detail) => lines.push({ level: 'info', event, detail }),
    warn: (event, detail) => lines.push({ level: 'warn', event, detail }),
    error: (event, detail) => lines.push({ level: 'error', event, detail }),
  };
}

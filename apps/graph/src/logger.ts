/** Structured one-line JSON logs; tests pass their own to keep output quiet or to assert what was logged. */
export interface Logger {
  info(event: string, detail?: Record<string, unknown>): void;
  warn(event: string, detail?: Record<string, unknown>): void;
  error(event: string, detail?: Record<string, unknown>): void;
}

function write(level: 'info' | 'warn' | 'error', event: string, detail?: Record<string, unknown>): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, at: 'graph', event, ...detail });
  if (level === 'info') console.log(line);
  else console.error(line);
}

export const consoleLogger: Logger = {
  info: (event, detail) => write('info', event, detail),
  warn: (event, detail) => write('warn', event, detail),
  error: (event, detail) => write('error', event, detail),
};

/** An error with its stack and causes, for the log only (never for a response). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause === undefined ? '' : `\ncaused by: ${describeError(error.cause)}`;
  return `${error.stack ?? `${error.name}: ${error.message}`}${cause}`;
}

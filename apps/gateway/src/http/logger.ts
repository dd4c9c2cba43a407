import { type LogLevel, logOptions } from '@sme/contract/observability';
import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger, LogLevel };

/**
 * The gateway's structured log: one JSON line per event on stdout, the level as a word, secrets and personal data
 * redacted by field name (docs/decisions.md, "pino and its redaction list").
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(logOptions('gateway', level), destination);
}

/**
 * Lines handed to console.log / console.warn / console.error by level: the log of a gateway that serve.ts has not
 * configured (tests, command-line tools), where warnings and errors show as they always did and can be watched.
 */
export function consoleDestination(): DestinationStream {
  return {
    write(line: string) {
      const level = /"level":"(\w+)"/.exec(line)?.[1];
      const text = line.trimEnd();
      if (level === 'error' || level === 'fatal') console.error(text);
      else if (level === 'warn') console.warn(text);
      else console.log(text);
    },
  };
}

/** The log every part of the gateway writes to; serve.ts replaces it with the configured one (LOG_LEVEL). */
export let logger: Logger = createLogger('warn', consoleDestination());

export function useLogger(next: Logger): void {
  logger = next;
}

import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Logger } from '#logger.ts';
import { GatewayUnavailableError } from '#upstream/upstream-errors.ts';
import { createFormatError } from './format-error.ts';

function recordingLogger() {
  const lines: Array<{ level: string; event: string; detail?: Record<string, unknown> }> = [];
  const logger: Logger = {
    info: (event, detail) => lines.push({ level: 'info', event, detail }),
    warn: (event, detail) => lines.push({ level: 'warn', event, detail }),
    error: (event, detail) => lines.push({ level: 'error', event, detail }),
  };
  return { logger, lines };
}

describe('formatError', () => {
  it('answers the generic message with location and path, and logs the real error with its stack', () => {
    const { logger, lines } = recordingLogger();
    const bug = new TypeError('secret internal detail');
    const error = new GraphQLError(bug.message, { originalError: bug, path: ['products', 'records'] });
    const formatted = createFormatError(logger)(
      {
        message: bug.message,
        locations: [{ line: 1, column: 3 }],
        path: ['products', 'records'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['TypeError: secret internal detail'] },
      },
      error,
    );
    expect(formatted).toEqual({
      message: '服务器繁忙，请稍后再试',
      locations: [{ line: 1, column: 3 }],
      path: ['products', 'records'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(formatted)).not.toContain('secret');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe('error');
    expect(lines[0]?.detail?.path).toBe('products.records');
    expect(String(lines[0]?.detail?.error)).toContain('TypeError: secret internal detail');
  });

  it('logs an unreachable gateway as a warning and answers the mapped code', () => {
    const { logger, lines } = recordingLogger();
    const cause = new GatewayUnavailableError('/loan/product/pc/list', 'ECONNREFUSED');
    const formatted = createFormatError(logger)(
      { message: cause.message },
      new GraphQLError(cause.message, { originalError: cause }),
    );
    expect(formatted).toEqual({ message: '服务暂时不可用，请稍后再试', extensions: { code: 'GATEWAY_UNAVAILABLE' } });
    expect(lines.map((line) => line.level)).toEqual(['warn']);
  });

  it('does not log failures that are the caller’s own', () => {
    const { logger, lines } = recordingLogger();
    createFormatError(logger)(
      { message: 'x' },
      new GraphQLError('Syntax Error', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } }),
    );
    expect(lines).toEqual([]);
  });
});

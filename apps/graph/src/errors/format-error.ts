import type { GraphQLFormattedError } from 'graphql';
import { describeError, type Logger } from '#logger.ts';
import { mapError } from './error-table.ts';

/**
 * Apollo's formatError: every error leaves through the error table, with its location and path but never a stack
 * or the internal message; what the client does not see goes to the log.
 */
export function createFormatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const mapped = mapError(error);
    if (mapped.log) {
      logger[mapped.log]('graphql-error', {
        code: mapped.extensions.code,
        path: formatted.path?.join('.'),
        error: describeError(
          error instanceof Error && 'originalError' in error ? (error.originalError ?? error) : error,
        ),
      });
    }
    return {
      message: mapped.message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: mapped.extensions,
    };
  };
}

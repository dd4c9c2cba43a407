import { ErrorCode } from './error-codes.ts';

/**
 * A failure to answer as an envelope. `status` is the HTTP status: 200 for business and validation failures
 * (the envelope carries them), 401/403 for the auth failures of spec §8, 404/405 for routing.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 200,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static badParams(message: string): ApiError {
    return new ApiError(ErrorCode.BAD_PARAMS, message);
  }
}

import { GatewayCode } from '@sme/contract/codes';

/**
 * A failure to answer as an envelope. `status` is the HTTP status: 200 for business and validation failures
 * (the envelope carries them), 401/403 for the auth failures of spec §8, 400/404/405/413 for the request itself.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 200,
    /** Data that goes with the failure (e.g. where to raise a verification level); null for most. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static badParams(message: string): ApiError {
    return new ApiError(GatewayCode.BAD_PARAMS, message);
  }
}

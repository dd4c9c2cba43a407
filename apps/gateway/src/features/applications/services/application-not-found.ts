import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import { APPLICATION_ERRORS } from '../domain/application-messages.ts';

/** -8001: no such application, or not the caller's to see (another's answers as an unknown id). */
export function applicationNotFound(): ApiError {
  return new ApiError(GatewayCode.APPLICATION_NOT_FOUND, APPLICATION_ERRORS.notFound);
}

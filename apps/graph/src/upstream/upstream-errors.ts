/** Typed failures of a gateway call; errors/error-table.ts turns each into a GraphQL error. */

/** The gateway answered an envelope with a non-zero code (and, for a few codes, data that goes with it). */
export class GatewayBusinessError extends Error {
  override readonly name = 'GatewayBusinessError';
  constructor(
    readonly gatewayCode: number,
    readonly gatewayMsg: string,
    readonly gatewayData: unknown = null,
  ) {
    super(`gateway code ${gatewayCode}: ${gatewayMsg}`);
  }
}

/** The gateway (or a proxy in front of it) answered an HTTP status that is not an envelope answer. */
export class GatewayHttpError extends Error {
  override readonly name = 'GatewayHttpError';
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`gateway answered HTTP ${status} for ${path}`);
  }
}

/** No answer within the time limit. */
export class GatewayTimeoutError extends Error {
  override readonly name = 'GatewayTimeoutError';
  constructor(
    readonly path: string,
    options?: ErrorOptions,
  ) {
    super(`gateway did not answer ${path} in time`, options);
  }
}

/** The gateway could not be reached: connection refused, DNS failure, connection reset. */
export class GatewayUnavailableError extends Error {
  override readonly name = 'GatewayUnavailableError';
  constructor(
    readonly path: string,
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`gateway unreachable for ${path}: ${reason}`, options);
  }
}

/** The answer was not the envelope the contract promises (a bug or a wrong GATEWAY_URL); logged, never shown. */
export class GatewayProtocolError extends Error {
  override readonly name = 'GatewayProtocolError';
  constructor(
    readonly status: number,
    readonly path: string,
    detail: string,
  ) {
    super(`gateway answer for ${path} (HTTP ${status}) is not an envelope: ${detail}`);
  }
}

/** Network failures on the way to the server: it is down, restarting, or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01-57P03 (shut down by an
 * administrator or a crash, starting up) and 53300 (too many connections). A statement timeout (57014) is not one:
 * a statement that ran for the whole limit is worth its stack in the log.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** pg's own words for a connection that ended or could not be made in time (its errors carry no code). */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a failure means the PostgreSQL server cannot be reached or cannot serve right now (a restart, a network
 * cut, a terminated connection) rather than a bug: the call is answered "busy, try again", the pool reconnects.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  // Node's own "aborted" (ECONNRESET) is a browser or the graph going away mid-request, not the database.
  if (message === 'aborted') return false;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  // Node reports a refused connection to a name with several addresses (localhost: ::1 and 127.0.0.1) as one.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return false;
}

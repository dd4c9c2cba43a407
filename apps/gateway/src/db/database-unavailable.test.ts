import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('counts a server out of reach, shutting down, starting or full, and a connection pg lost', () => {
    const outages = [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('ETIMEDOUT'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    ];
    for (const error of outages) expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it('leaves bugs and refusals that waiting will not mend to the error log', () => {
    const others = [
      withCode('57014', 'canceling statement due to statement timeout'),
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('28P01', 'password authentication failed'),
      withCode('3D000', 'database "x" does not exist'),
      withCode('ECONNRESET', 'aborted'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'ECONNREFUSED',
      null,
    ];
    for (const error of others) expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { graphQLErrors, serverError } from './graphql-fetch';
import { BASE_FETCH_RETRY, isTransient, withRetries } from './retry';

describe('withRetries (spec §7: up to 5 tries, the first retry after 300 ms)', () => {
  it('asks again after 300, 600, 1200 and 2400 ms while the network fails, showing only the last failure', async () => {
    const waits: number[] = [];
    const lastFlags: boolean[] = [];
    const failure = new TypeError('Failed to fetch');
    await expect(
      withRetries(
        async (last) => {
          lastFlags.push(last);
          throw failure;
        },
        BASE_FETCH_RETRY,
        async (ms) => {
          waits.push(ms);
        },
      ),
    ).rejects.toBe(failure);
    expect(waits).toEqual([300, 600, 1200, 2400]);
    expect(lastFlags).toEqual([false, false, false, false, true]);
  });

  it('answers as soon as one try succeeds', async () => {
    let tries = 0;
    const answer = await withRetries(
      async () => {
        tries += 1;
        if (tries < 3) throw serverError(502, 'bad gateway');
        return 'ok';
      },
      BASE_FETCH_RETRY,
      async () => undefined,
    );
    expect(answer).toBe('ok');
    expect(tries).toBe(3);
  });

  it('never asks again for an answer that refused the request', async () => {
    let tries = 0;
    const refusal = graphQLErrors([{ message: '请先登录' }]);
    await expect(
      withRetries(
        async () => {
          tries += 1;
          throw refusal;
        },
        BASE_FETCH_RETRY,
        async () => undefined,
      ),
    ).rejects.toBe(refusal);
    expect(tries).toBe(1);
  });

  it('counts the network, timeouts and 5xx as transient, 4xx and GraphQL errors not', () => {
    expect(isTransient(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransient(Object.assign(new Error('timeout'), { name: 'TimeoutError' }))).toBe(true);
    expect(isTransient(serverError(503, ''))).toBe(true);
    expect(isTransient(serverError(400, ''))).toBe(false);
    expect(isTransient(graphQLErrors([{ message: 'x' }]))).toBe(false);
  });
});

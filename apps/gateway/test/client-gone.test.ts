import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClientGoneError, runInRequestScope } from '#db/request-scope.ts';
import { type AccountsHarness, freshIp, freshMobile, startAccounts } from './accounts-support.ts';

/**
 * A request whose client has gone (the graph's 20 s timeout closed the socket) while it waited for the database
 * is not run: its turn is not spent on an answer nobody reads. Once a request has touched the database it runs to
 * its end, so no request is cut between two writes.
 */

let h: AccountsHarness;
let server: http.Server;
let port: number;

beforeAll(async () => {
  h = await startAccounts();
  server = h.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await h.close();
});

/** Takes every database connection (PGlite has one, the test pool on a server ten) until `release` is called. */
async function holdDatabase(): Promise<{ release: () => Promise<void> }> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const holders = h.database.kind === 'pglite' ? 1 : 10;
  const started: Promise<void>[] = [];
  const held: Promise<void>[] = [];
  for (let i = 0; i < holders; i += 1) {
    let signal!: () => void;
    started.push(new Promise<void>((resolve) => (signal = resolve)));
    held.push(
      h.database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        signal();
        await gate;
      }),
    );
  }
  await Promise.all(started);
  return {
    release: async () => {
      open();
      await Promise.all(held);
    },
  };
}

/** Sends a futures sign-up straight over HTTP; `abandon` closes the socket once the gateway has the request. */
function signUp(mobile: string, abandon: boolean): Promise<number | 'abandoned'> {
  const query = new URLSearchParams({ name: '陈晓明', mobile });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/zzzttt/notice/qh/send?${query}`,
        headers: { 'x-forwarded-for': freshIp(), 'content-length': '0' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', (error) => (abandon ? resolve('abandoned') : reject(error)));
    if (abandon) {
      server.once('request', () => setTimeout(() => request.destroy(), 100));
    }
    request.end();
  });
}

async function storedSignUps(mobile: string): Promise<number> {
  const rows = await h.database.db
    .selectFrom('futures_sign_up')
    .select('mobile')
    .where('mobile', '=', mobile)
    .execute();
  return rows.length;
}

describe('a client that has gone before its request reached the database', () => {
  it('is not served, while a waiting client is, and the gateway logs no failure', async () => {
    const gone = freshMobile();
    const waiting = freshMobile();
    const errors = vi.spyOn(console, 'error');
    try {
      const hold = await holdDatabase();
      const abandoned = signUp(gone, true);
      const answered = signUp(waiting, false);
      expect(await abandoned).toBe('abandoned');
      // The gateway has seen the socket close before the database is free again.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await hold.release();
      expect(await answered).toBe(200);
      expect(await storedSignUps(waiting)).toBe(1);
      expect(await storedSignUps(gone)).toBe(0);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe('runInRequestScope', () => {
  it('refuses the first statement of a request whose client has gone', async () => {
    const first = runInRequestScope(
      () => true,
      () => sql`select 1`.execute(h.database.db),
    );
    await expect(first).rejects.toBeInstanceOf(ClientGoneError);
    // The connection was given back: the next statement runs.
    expect((await sql<{ one: number }>`select 1 as one`.execute(h.database.db)).rows).toEqual([{ one: 1 }]);
  });

  it('never stops a request that has touched the database, even when its client goes', async () => {
    let clientGone = false;
    const rows = await runInRequestScope(
      () => clientGone,
      async () => {
        await sql`select 1`.execute(h.database.db);
        clientGone = true;
        return (await sql<{ two: number }>`select 2 as two`.execute(h.database.db)).rows;
      },
    );
    expect(rows).toEqual([{ two: 2 }]);
  });
});

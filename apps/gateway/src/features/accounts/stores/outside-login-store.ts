import type { Kysely } from 'kysely';
import { useUpLive } from '#db/one-time-secrets.ts';
import type { DB } from '#db/schema.ts';
import { addMs } from '#shared/clock.ts';
import { sha256Hex } from '#shared/secrets.ts';
import type { OutsideProvider } from '../domain/outside-login.ts';

export interface NewLoginRequest {
  provider: OutsideProvider;
  state: string;
  browserKey: string;
  redirectUri: string;
  nonce?: string;
  codeVerifier?: string;
  ttlMs: number;
}

/** Stores a begun login until its callback: the state and the browser key as SHA-256 only. */
export async function insertLoginRequest(db: Kysely<DB>, request: NewLoginRequest, now: Date): Promise<void> {
  await db
    .insertInto('outside_login_request')
    .values({
      state_hash: sha256Hex(request.state),
      provider: request.provider,
      browser_hash: sha256Hex(request.browserKey),
      redirect_uri: request.redirectUri,
      nonce: request.nonce ?? null,
      code_verifier: request.codeVerifier ?? null,
      created_at: now,
      expires_at: addMs(now, request.ttlMs),
    })
    .execute();
}

export interface BegunLogin {
  browserHash: string;
  redirectUri: string;
  nonce: string | null;
  codeVerifier: string | null;
}

/**
 * Uses up the begun login of this state (one atomic update: of two callbacks racing, one gets it). Null when the
 * state is unknown (forged), of the other provider, expired or already used (replayed).
 */
export async function consumeLoginRequest(
  db: Kysely<DB>,
  provider: OutsideProvider,
  state: string,
  now: Date,
): Promise<BegunLogin | null> {
  const row = await useUpLive(db, 'outside_login_request', now)
    .where('state_hash', '=', sha256Hex(state))
    .where('provider', '=', provider)
    .returning(['browser_hash', 'redirect_uri', 'nonce', 'code_verifier'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    browserHash: row.browser_hash,
    redirectUri: row.redirect_uri,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
  };
}

import type { Kysely } from 'kysely';
import type { DB, FaceCheckStatus } from '#db/schema.ts';
import { addMs } from '#shared/clock.ts';
import { sha256Hex } from '#shared/secrets.ts';

/** How long a simulator page can be decided on. */
export const SIMULATION_TTL_MS = 30 * 60_000;

export interface SimulationPage {
  maskedName: string;
  maskedIdNumber: string;
  state: FaceCheckStatus;
  expired: boolean;
  returnUrl: string;
}

export async function insertSimulation(
  db: Kysely<DB>,
  row: { providerToken: string; pageToken: string; maskedName: string; maskedIdNumber: string; returnUrl: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('face_simulation')
    .values({
      provider_token: row.providerToken,
      page_token_hash: sha256Hex(row.pageToken),
      masked_name: row.maskedName,
      masked_id_number: row.maskedIdNumber,
      return_url: row.returnUrl,
      created_at: now,
      expires_at: addMs(now, SIMULATION_TTL_MS),
    })
    .execute();
}

/** The simulation behind a provider token, or undefined. */
export function findSimulationByProviderToken(db: Kysely<DB>, providerToken: string) {
  return db
    .selectFrom('face_simulation')
    .select(['state', 'expires_at'])
    .where('provider_token', '=', providerToken)
    .executeTakeFirst();
}

/** What the simulator page shows; undefined for an unknown page token. */
export async function findSimulationPage(
  db: Kysely<DB>,
  pageToken: string,
  now: Date,
): Promise<SimulationPage | undefined> {
  const row = await db
    .selectFrom('face_simulation')
    .select(['masked_name', 'masked_id_number', 'state', 'expires_at', 'return_url'])
    .where('page_token_hash', '=', sha256Hex(pageToken))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    maskedName: row.masked_name,
    maskedIdNumber: row.masked_id_number,
    state: row.state,
    expired: new Date(row.expires_at).getTime() <= now.getTime(),
    returnUrl: row.return_url,
  };
}

/** Records the tester's choice on a pending, unexpired page; answers the return URL, or null when it cannot. */
export async function decideSimulation(
  db: Kysely<DB>,
  pageToken: string,
  passed: boolean,
  now: Date,
): Promise<string | null> {
  const row = await db
    .updateTable('face_simulation')
    .set({ state: passed ? 'passed' : 'failed', decided_at: now })
    .where('page_token_hash', '=', sha256Hex(pageToken))
    .where('state', '=', 'pending')
    .where('expires_at', '>', now)
    .returning('return_url')
    .executeTakeFirst();
  return row?.return_url ?? null;
}

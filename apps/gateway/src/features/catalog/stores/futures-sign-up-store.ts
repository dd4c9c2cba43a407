import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';

/** Keeps one sign-up per mobile: a repeated one updates the name and counts the times. */
export async function saveFuturesSignUp(
  db: Kysely<DB>,
  signUp: { name: string; mobile: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('futures_sign_up')
    .values({ name: signUp.name, mobile: signUp.mobile, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('mobile').doUpdateSet({
        name: signUp.name,
        updated_at: now,
        times: sql`futures_sign_up.times + 1`,
      }),
    )
    .execute();
}

import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { hashPassword, type PasswordHashCost } from '#features/accounts/domain/passwords.ts';
import { REGISTRY_FIXTURE } from './registry/registry-fixtures.ts';
import { addSeedMembership, upsertRegistryCompany } from './seed-company.ts';

/**
 * A fictional demo account with two companies (one certified with the face check passed, one not), so the web
 * can show the company choice after login. Mobile 13800000001, password Demo@2026 (README; never in the API docs).
 */
export const DEMO_MOBILE = '13800000001';
const DEMO_PASSWORD = 'Demo@2026';

/** The demo account's two companies are registry fixtures: the same name, code and legal representative. */
const DEMO_COMPANIES = [
  { fixture: REGISTRY_FIXTURE.demoCertified, certified: true },
  { fixture: REGISTRY_FIXTURE.demoUncertified, certified: false },
];

/**
 * Seeds the demo account unless its mobile is taken; answers whether it did. Safe when several instances start
 * together: the insert of the account decides, and the loser of a race inserts nothing.
 */
export async function seedDemoAccount(db: Kysely<DB>, passwordHashCost?: PasswordHashCost): Promise<boolean> {
  const existing = await db.selectFrom('app_user').select('id').where('mobile', '=', DEMO_MOBILE).executeTakeFirst();
  if (existing) return false;
  // On the wire a password is the SHA-256 hex of its text; the database keeps argon2id of that.
  const passwordHash = await hashPassword(
    crypto.createHash('sha256').update(DEMO_PASSWORD, 'utf8').digest('hex'),
    passwordHashCost,
  );
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('app_user')
      .values({
        mobile: DEMO_MOBILE,
        password_hash: passwordHash,
        name: '演示用户',
        dept_id: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('mobile').where('deleted_at', 'is', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!user) return false;
    for (const [index, { fixture, certified }] of DEMO_COMPANIES.entries()) {
      const companyId = await upsertRegistryCompany(trx, fixture);
      await addSeedMembership(trx, {
        userId: user.id,
        companyId,
        joinedAt: new Date(now.getTime() + index),
        certifiedAt: certified ? now : null,
      });
    }
    return true;
  });
}

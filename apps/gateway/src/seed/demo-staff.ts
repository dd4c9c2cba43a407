import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { hashPassword, type PasswordHashCost } from '#features/accounts/domain/passwords.ts';
import { base32Encode } from '#features/workbench/domain/totp.ts';
import { insertStaffAccount } from '#features/workbench/stores/staff-store.ts';
import { institutionSeeds } from './catalog/catalog-rows.ts';
import { demoInstitutions } from './catalog/demo-institutions.ts';
import { seedUnderLock } from './seed-under-lock.ts';

/** Advisory lock key: instances starting together on one empty PostgreSQL seed the staff once. */
const STAFF_SEED_LOCK = 7_310_018;

/** The typed password of every demo staff member (README.md, "Demo staff"); never seeded in production. */
export const DEMO_STAFF_PASSWORD = 'Staff@2026demo';

/**
 * A demo staff member's TOTP secret: fixed, derived from the username, so that the README can list it and a tester
 * (or a script) can compute codes. Development only, like the accounts themselves.
 */
export function demoTotpSecret(username: string): string {
  return base32Encode(crypto.createHash('sha256').update(`sme-demo-totp:${username}`).digest().subarray(0, 20));
}

export interface DemoStaff {
  username: string;
  role: 'operator' | 'org_staff' | 'org_admin' | 'gov_viewer' | 'gov_reviewer';
  name: string;
  /** The demo institution's place in the demo list (1-based) for institution roles. */
  place: number | null;
}

/** One org_staff and one org_admin per demo institution, an operator and a government viewer. */
export function demoStaffList(): DemoStaff[] {
  const institutions = institutionSeeds.flatMap((_seed, index): DemoStaff[] => {
    const place = index + 1;
    const nn = String(place).padStart(2, '0');
    return [
      { username: `org${nn}-staff`, role: 'org_staff', name: `业务示范${nn}`, place },
      { username: `org${nn}-admin`, role: 'org_admin', name: `管理示范${nn}`, place },
    ];
  });
  return [
    { username: 'operator', role: 'operator', name: '平台运营示范', place: null },
    { username: 'gov', role: 'gov_viewer', name: '政府人员示范', place: null },
    { username: 'gov-reviewer', role: 'gov_reviewer', name: '政府审核示范', place: null },
    ...institutions,
  ];
}

/**
 * Seeds the demo staff that are missing (development only: seed.ts calls it with the demo account). Institution
 * staff are org_user rows of role 'staff' (not account managers) with mobiles 199 0001 IINN, NN 01 staff, 02 admin.
 */
export async function seedDemoStaff(
  db: Kysely<DB>,
  passwordHashCost?: PasswordHashCost,
  now = new Date(),
): Promise<boolean> {
  const present = await db.selectFrom('staff_account').select('id').limit(1).executeTakeFirst();
  if (present) return false;
  // One hash for all: the demo password is one, and argon2 per account would slow every fresh database down.
  const passwordHash = await hashPassword(
    crypto.createHash('sha256').update(DEMO_STAFF_PASSWORD).digest('hex'),
    passwordHashCost,
  );
  return seedUnderLock(db, STAFF_SEED_LOCK, async (trx) => {
    if (await trx.selectFrom('staff_account').select('id').limit(1).executeTakeFirst()) return false;
    const orgs = await demoInstitutions(trx).execute();
    const orgIdOf = new Map(orgs.map((org) => [org.org_name, org.id]));
    for (const staff of demoStaffList()) {
      let orgUserId: number | null = null;
      if (staff.place !== null) {
        const orgId = orgIdOf.get(institutionSeeds[staff.place - 1]?.orgName ?? '');
        if (orgId === undefined) continue;
        const nn = staff.role === 'org_staff' ? '01' : '02';
        const inserted = await trx
          .insertInto('org_user')
          .values({
            org_id: orgId,
            name: staff.name,
            mobile: `1990001${String(staff.place).padStart(2, '0')}${nn}`,
            role: 'staff',
            created_at: now,
          })
          .onConflict((oc) => oc.column('mobile').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) continue;
        orgUserId = inserted.id;
      }
      await insertStaffAccount(trx, {
        username: staff.username,
        passwordHash,
        role: staff.role,
        displayName: staff.name,
        orgUserId,
        totpSecret: demoTotpSecret(staff.username),
        now,
      });
    }
    return true;
  });
}

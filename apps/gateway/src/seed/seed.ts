import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { PasswordHashCost } from '#features/accounts/domain/passwords.ts';
import { seedApplyEntries } from './catalog/seed-apply-entries.ts';
import { seedCatalogIfEmpty } from './catalog/seed-catalog.ts';
import { seedPostalBank } from './catalog/seed-postal-bank.ts';
import { seedZones } from './catalog/seed-zones.ts';
import { seedContentIfEmpty } from './content/seed-content.ts';
import { seedDemoAccount } from './demo-account.ts';
import { seedDemoApplications } from './demo-applications.ts';
import { seedDemoPreCredits } from './demo-pre-credits.ts';
import { seedDemoShortLinks } from './demo-short-links.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { seedInstitutionManagers } from './institution-managers.ts';
import { seedLoanHistory } from './loan-history.ts';
// Issue 22, slice policies.
import { seedPolicyConditionsIfEmpty } from './policy-conditions/seed-policy-conditions.ts';
import { seedProtocols } from './protocols.ts';
import { seedRegistryIfEmpty } from './registry/load-registry.ts';
import { DEFAULT_REGISTRY_SEED_COUNT } from './registry/registry-counts.ts';

export interface SeedOptions {
  /** The demo catalog (institutions and products) and, unless demoAccount is false, the demo account. */
  demoContent?: boolean;
  /** The demo account with its published password and the demo short links; never in production. */
  demoAccount?: boolean;
  /** Companies loaded into an empty registry with the demo content (REGISTRY_SEED_COUNT, default 100,000). */
  registryCount?: number;
  /** argon2id's cost for the demo account's and staff's hashes (PASSWORD_HASH_COST; production's by default). */
  passwordHashCost?: PasswordHashCost;
}

/**
 * Seeds what an empty database lacks; answers whether it seeded anything. The agreement texts are the platform's
 * own and always seeded; the demo content only when asked. Each part checks and seeds its own tables in its own
 * transaction, so a restart never duplicates content.
 */
export async function seedIfEmpty(
  db: Kysely<DB>,
  {
    demoContent = true,
    demoAccount = true,
    registryCount = DEFAULT_REGISTRY_SEED_COUNT,
    passwordHashCost,
  }: SeedOptions = {},
): Promise<boolean> {
  let seeded = await seedProtocols(db);
  if (demoContent && (await seedCatalogIfEmpty(db))) seeded = true;
  if (demoContent && (await seedPostalBank(db))) seeded = true;
  if (demoContent && (await seedZones(db))) seeded = true;
  if (demoContent && (await seedApplyEntries(db))) seeded = true;
  if (demoContent && (await seedInstitutionManagers(db))) seeded = true;
  if (demoContent && (await seedContentIfEmpty(db))) seeded = true;
  if (demoContent && (await seedPolicyConditionsIfEmpty(db))) seeded = true;
  if (demoContent && (await seedRegistryIfEmpty(db, registryCount))) seeded = true;
  if (demoContent && demoAccount && (await seedDemoAccount(db, passwordHashCost))) seeded = true;
  if (demoContent && demoAccount && (await seedDemoShortLinks(db))) seeded = true;
  if (demoContent && demoAccount && (await seedDemoApplications(db))) seeded = true;
  if (demoContent && demoAccount && (await seedDemoPreCredits(db))) seeded = true;
  // Workbench logins with published passwords and TOTP secrets: development only, like the demo account.
  if (demoContent && demoAccount && (await seedDemoStaff(db, passwordHashCost))) seeded = true;
  // A year of other enterprises' applications for the home statistics: demo data, never in production.
  if (demoContent && demoAccount && (await seedLoanHistory(db))) seeded = true;
  return seeded;
}

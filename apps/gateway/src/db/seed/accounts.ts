import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { seedDemoAccount } from './demo-account.ts';
import { seedProtocols } from './protocols.ts';

/** Seeds the protocol texts and the demo account where missing; answers whether it seeded anything. */
export async function seedAccountsIfEmpty(db: Kysely<DB>): Promise<boolean> {
  const protocols = await seedProtocols(db);
  const demo = await seedDemoAccount(db);
  return protocols || demo;
}

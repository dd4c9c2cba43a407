import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { insertShortLink } from '#features/short-links/stores/short-link-store.ts';

const DAY_MS = 86_400_000;

/**
 * Demo short links (never in production): the first demo product, the first institution and the product list, and
 * one that expired yesterday, so /#/key/… can be tried at once (README).
 */
export const DEMO_SHORT_LINKS = [
  { key: 'demoProduct', target: '/product/1', expiresInDays: null },
  { key: 'demoOrg', target: '/financialInstitution/1', expiresInDays: null },
  { key: 'demoMarket', target: '/product', expiresInDays: null },
  { key: 'demoExpired', target: '/product/1', expiresInDays: -1 },
] as const;

/** Adds the demo links whose keys are free; answers whether it added any (a restart adds nothing). */
export async function seedDemoShortLinks(db: Kysely<DB>): Promise<boolean> {
  const now = new Date();
  let added = false;
  for (const link of DEMO_SHORT_LINKS) {
    const expiresAt = link.expiresInDays === null ? null : new Date(now.getTime() + link.expiresInDays * DAY_MS);
    if (await insertShortLink(db, { key: link.key, target: link.target, expiresAt }, now)) added = true;
  }
  return added;
}

import { hash, verify } from '@node-rs/argon2';

/** argon2id's cost: memory in KiB and passes (always 1 lane). */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/** 19 MiB, 2 passes: OWASP's baseline for argon2id, and what production always uses. */
export const PRODUCTION_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

/**
 * 1 MiB, 1 pass: still argon2id, some 50 times cheaper, for test runs only (PASSWORD_HASH_COST=test, refused in
 * production: settings.ts). A stored hash names its own cost, so either kind verifies under either setting.
 */
export const TEST_HASH_COST: PasswordHashCost = { memoryCost: 1_024, timeCost: 1 };

/** Hashes a wire password (the SHA-256 hex of the typed one) for storage: argon2id (algorithm 2). */
export function hashPassword(wirePassword: string, cost: PasswordHashCost = PRODUCTION_HASH_COST): Promise<string> {
  return hash(wirePassword, { algorithm: 2, parallelism: 1, ...cost });
}

const dummyHashes = new Map<PasswordHashCost, Promise<string>>();

/**
 * Whether `wirePassword` matches the stored hash. With no hash (unknown mobile, SMS-only account) it still
 * verifies against a dummy of the same cost, so the answer takes as long as for a real account.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  wirePassword: string,
  cost: PasswordHashCost = PRODUCTION_HASH_COST,
): Promise<boolean> {
  if (!storedHash) {
    let dummyHash = dummyHashes.get(cost);
    if (!dummyHash) {
      dummyHash = hashPassword('0'.repeat(64), cost);
      dummyHashes.set(cost, dummyHash);
    }
    await verify(await dummyHash, wirePassword);
    return false;
  }
  try {
    return await verify(storedHash, wirePassword);
  } catch {
    return false;
  }
}

import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2), 19 MiB, 2 passes, 1 lane: OWASP's baseline for argon2id. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a wire password (the SHA-256 hex of the typed one) for storage. */
export function hashPassword(wirePassword: string): Promise<string> {
  return hash(wirePassword, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `wirePassword` matches the stored hash. With no hash (unknown mobile, SMS-only account) it still
 * verifies against a dummy, so the answer takes as long as for a real account.
 */
export async function verifyPassword(storedHash: string | null | undefined, wirePassword: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('0'.repeat(64));
    await verify(await dummyHash, wirePassword);
    return false;
  }
  try {
    return await verify(storedHash, wirePassword);
  } catch {
    return false;
  }
}

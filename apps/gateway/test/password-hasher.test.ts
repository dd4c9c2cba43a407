import { describe, expect, it } from 'vitest';
import { readGatewayConfig } from '#config.ts';
import { TEST_HASH_COST } from '#features/accounts/domain/passwords.ts';
import { createPasswordHasher } from '#features/accounts/services/password-hasher.ts';

const WIRE = 'a'.repeat(64);

describe('the bounded password hasher', () => {
  it('hashes with argon2id and verifies', async () => {
    const hasher = createPasswordHasher(2);
    const stored = await hasher.hash(WIRE);
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await hasher.verify(stored, WIRE)).toBe(true);
    expect(await hasher.verify(stored, 'b'.repeat(64))).toBe(false);
    expect(await hasher.verify(null, WIRE)).toBe(false);
  });

  it('runs at most `concurrency` at once, queues a few more, and refuses the rest at once', async () => {
    const hasher = createPasswordHasher(1, { maxWaiting: 2 });
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(() => hasher.hash(WIRE)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(2);
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: -1029, message: '系统繁忙，请稍后再试' });
    }
    // Once the queue has drained, hashing works again.
    expect(await hasher.hash(WIRE)).toMatch(/^\$argon2id\$/);
  });

  it('gives logins a share of their own: other hashing filling its queue never refuses or holds a login', async () => {
    const hasher = createPasswordHasher(1, { maxWaiting: 1 });
    const stored = await hasher.hash(WIRE);
    const others = Promise.allSettled([0, 1, 2, 3].map(() => hasher.hash(WIRE)));
    const login = hasher.verifyLogin(stored, WIRE);
    expect(await login).toBe(true);
    const settled = await others;
    expect(settled.filter((result) => result.status === 'rejected')).toHaveLength(2);
  });

  it("hashes at OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane) in production and by default", async () => {
    for (const env of [{ NODE_ENV: 'production' }, {}]) {
      const { hashConcurrency, passwordHashCost } = readGatewayConfig(env).accounts;
      const stored = await createPasswordHasher(hashConcurrency, { cost: passwordHashCost }).hash(WIRE);
      expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
    expect(() => readGatewayConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'test' })).toThrow(
      /PASSWORD_HASH_COST/,
    );
  });

  it('hashes with a cheaper argon2id only when asked outside production (PASSWORD_HASH_COST=test)', async () => {
    const { passwordHashCost } = readGatewayConfig({ PASSWORD_HASH_COST: 'test' }).accounts;
    expect(passwordHashCost).toEqual(TEST_HASH_COST);
    const hasher = createPasswordHasher(1, { cost: passwordHashCost });
    const stored = await hasher.hash(WIRE);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await hasher.verify(stored, WIRE)).toBe(true);
    expect(await hasher.verify(stored, 'b'.repeat(64))).toBe(false);
    expect(await hasher.verify(null, WIRE)).toBe(false);
    expect(() => readGatewayConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
  });
});

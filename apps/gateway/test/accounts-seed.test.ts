import { isUniformCode } from '@sme/contract/uniform-code';
import { describe, expect, it } from 'vitest';
import { readGatewayConfig } from '#config.ts';
import { DEMO_MOBILE } from '#seed/demo-account.ts';
import { seedIfEmpty } from '#seed/seed.ts';
import { seedOptionsFor } from '#seed/seed-options.ts';
import { harnessForFile } from './accounts-support.ts';
import { createEmptyDatabase, TEST_REGISTRY_COUNT, TEST_SEED, WHOLE_SEED_TIMEOUT_MS } from './test-database.ts';

const database = harnessForFile(createEmptyDatabase);

describe('seedAccountsIfEmpty', () => {
  it(
    'seeds the protocols and the demo account once, even when two instances start together',
    async () => {
      const results = await Promise.all([seedIfEmpty(database.db, TEST_SEED), seedIfEmpty(database.db, TEST_SEED)]);
      expect(results).toContain(true);
      expect(await seedIfEmpty(database.db, TEST_SEED)).toBe(false);
      const users = await database.db.selectFrom('app_user').selectAll().where('mobile', '=', DEMO_MOBILE).execute();
      expect(users).toHaveLength(1);
      expect(users[0]?.password_hash).toMatch(/^\$argon2id\$/);
      const companies = await database.db
        .selectFrom('user_company as m')
        .innerJoin('company as c', 'c.id', 'm.company_id')
        .select(['c.uniform_code', 'm.certified', 'm.identify_status'])
        .where('m.user_id', '=', users[0]?.id ?? 0)
        .execute();
      expect(companies).toHaveLength(2);
      for (const company of companies) expect(isUniformCode(company.uniform_code)).toBe(true);
      expect(companies.map((c) => [c.certified, c.identify_status]).sort()).toEqual([
        [false, 0],
        [true, 6],
      ]);
      const protocols = await database.db.selectFrom('protocol').select('id').orderBy('id').execute();
      expect(protocols.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    },
    WHOLE_SEED_TIMEOUT_MS,
  );

  it('never overwrites an edited protocol', async () => {
    await database.db
      .updateTable('protocol')
      .set({ content: '<p>已修订</p>', version: '1.1.0' })
      .where('id', '=', 1)
      .execute();
    await seedIfEmpty(database.db, TEST_SEED);
    const row = await database.db.selectFrom('protocol').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect([row.version, row.content]).toEqual(['1.1.0', '<p>已修订</p>']);
  });
});

describe('seedIfEmpty options', () => {
  it('seeds the agreement texts but no demo account when demoAccount is false (production)', async () => {
    const empty = await createEmptyDatabase();
    try {
      expect(await seedIfEmpty(empty.db, { demoAccount: false, registryCount: TEST_REGISTRY_COUNT })).toBe(true);
      expect(await empty.db.selectFrom('app_user').select('id').execute()).toHaveLength(0);
      // Nor the workbench's demo staff with their published passwords and TOTP secrets (issue 9).
      expect(await empty.db.selectFrom('staff_account').select('id').execute()).toHaveLength(0);
      expect(await empty.db.selectFrom('protocol').select('id').execute()).toHaveLength(4);
      expect((await empty.db.selectFrom('loan_product').select('id').execute()).length).toBeGreaterThan(0);
    } finally {
      await empty.close();
    }
  });

  it('seeds only the agreement texts when demoContent is false (SEED=false)', async () => {
    const empty = await createEmptyDatabase();
    try {
      await seedIfEmpty(empty.db, { demoContent: false });
      expect(await empty.db.selectFrom('protocol').select('id').execute()).toHaveLength(4);
      expect(await empty.db.selectFrom('loan_product').select('id').execute()).toHaveLength(0);
      expect(await empty.db.selectFrom('app_user').select('id').execute()).toHaveLength(0);
    } finally {
      await empty.close();
    }
  });
});

describe('the start seed in production', () => {
  const production = (env: NodeJS.ProcessEnv) =>
    seedOptionsFor(
      readGatewayConfig({ NODE_ENV: 'production', REGISTRY_SEED_COUNT: String(TEST_REGISTRY_COUNT), ...env }),
    );

  it('seeds nothing fictional by default: no demo catalogue, no registry companies, no demo logins', async () => {
    const empty = await createEmptyDatabase();
    try {
      await seedIfEmpty(empty.db, production({}));
      expect(await empty.db.selectFrom('protocol').select('id').execute()).toHaveLength(4);
      expect(await empty.db.selectFrom('financial_org').select('id').execute()).toHaveLength(0);
      expect(await empty.db.selectFrom('loan_product').select('id').execute()).toHaveLength(0);
      expect(await empty.db.selectFrom('company_registry').select('id').execute()).toHaveLength(0);
      expect(await empty.db.selectFrom('app_user').select('id').execute()).toHaveLength(0);
    } finally {
      await empty.close();
    }
  });

  it('seeds the demo catalogue and registry when asked (SEED=true), still without demo logins', async () => {
    const empty = await createEmptyDatabase();
    try {
      await seedIfEmpty(empty.db, production({ SEED: 'true' }));
      expect((await empty.db.selectFrom('loan_product').select('id').execute()).length).toBeGreaterThan(0);
      expect(await empty.db.selectFrom('company_registry').select('id').execute()).toHaveLength(TEST_REGISTRY_COUNT);
      expect(await empty.db.selectFrom('app_user').select('id').execute()).toHaveLength(0);
      expect(await empty.db.selectFrom('staff_account').select('id').execute()).toHaveLength(0);
    } finally {
      await empty.close();
    }
  });
});

describe('isUniformCode', () => {
  it('checks the GB 32100-2015 check character', () => {
    expect(isUniformCode('91350100M000100Y43')).toBe(true);
    expect(isUniformCode('91350100M000100Y44')).toBe(false);
    expect(isUniformCode('91350100M000100Y4')).toBe(false);
    expect(isUniformCode('91350100M000100I43')).toBe(false);
  });
});

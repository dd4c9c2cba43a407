import { type Kysely, sql } from 'kysely';

/**
 * Issue 22, slice policies: each 惠企政策's machine-readable conditions beside its text (one row per policy; a policy
 * without a row has none and is matched against nobody). NULL in a list column means "any"; district codes are
 * GB/T 2260 district codes of the region (features/divisions); industries are 国民经济行业门类 names; sizes are
 * micro/small/medium; enterprise_kind 'company' excludes 个体工商户, 'individual' admits only them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE policy_condition (
      policy_id integer PRIMARY KEY REFERENCES enterprise_policy(id) ON DELETE CASCADE,
      district_codes text[] CHECK (cardinality(district_codes) > 0),
      industries text[] CHECK (cardinality(industries) > 0),
      enterprise_kind text CHECK (enterprise_kind IN ('company', 'individual')),
      sizes text[] CHECK (cardinality(sizes) > 0 AND sizes <@ ARRAY['micro', 'small', 'medium']),
      min_years smallint CHECK (min_years BETWEEN 0 AND 100),
      max_years smallint CHECK (max_years BETWEEN 1 AND 100),
      green_project_required boolean NOT NULL DEFAULT false,
      first_loan_required boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (min_years IS NULL OR max_years IS NULL OR min_years < max_years)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE policy_condition`.execute(db);
}

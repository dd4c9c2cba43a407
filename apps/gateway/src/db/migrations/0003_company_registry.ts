import { type Kysely, sql } from 'kysely';

/**
 * The company registry (企业登记信息) that the add-company search reads: fictional demo content loaded by the seed
 * and `npm run registry:load`, never written by the platform itself.
 *
 * Name-contains search of 2+ characters is served by a GIN index over the name's bigrams (pg_trgm cannot index
 * patterns under 3 characters): company_name_bigrams is IMMUTABLE and plpgsql (a plain SQL body with a subquery runs
 * about five times slower per row, which the index build pays for every company). company_registry_bigram counts the
 * companies of each bigram (and under the empty bigram '' all companies): the search's plan choice reads it
 * (docs/decisions/0020-company-registry-for-the-add-company-search.md, "Company registry").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION company_name_bigrams(name text) RETURNS text[]
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
    DECLARE
      grams text[] := '{}';
    BEGIN
      FOR i IN 1 .. char_length(name) - 1 LOOP
        grams := grams || substr(name, i, 2);
      END LOOP;
      RETURN grams;
    END
    $$`.execute(db);
  await sql`
    CREATE TABLE company_registry (
      id integer PRIMARY KEY CHECK (id > 0),
      company_name text NOT NULL CHECK (char_length(company_name) BETWEEN 2 AND 100),
      uniform_code text NOT NULL CHECK (char_length(uniform_code) = 18),
      registration_number text NOT NULL CHECK (char_length(registration_number) = 15),
      legal_person text NOT NULL,
      entity_type text NOT NULL CHECK (entity_type IN
        ('有限责任公司', '股份有限公司', '个人独资企业', '合伙企业', '个体工商户', '农民专业合作社')),
      district text NOT NULL,
      street text NOT NULL,
      status text NOT NULL CHECK (status IN ('存续', '在业', '注销', '吊销')),
      established_on date NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX company_registry_name_key ON company_registry (company_name)`.execute(db);
  await sql`CREATE UNIQUE INDEX company_registry_code_key ON company_registry (uniform_code)`.execute(db);
  await sql`CREATE UNIQUE INDEX company_registry_number_key ON company_registry (registration_number)`.execute(db);
  await sql`
    CREATE INDEX company_registry_name_bigrams ON company_registry
    USING gin (company_name_bigrams(company_name))`.execute(db);
  await sql`
    CREATE TABLE company_registry_bigram (
      bigram text PRIMARY KEY,
      companies integer NOT NULL CHECK (companies >= 0)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE company_registry_bigram`.execute(db);
  await sql`DROP TABLE company_registry`.execute(db);
  await sql`DROP FUNCTION company_name_bigrams(text)`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/** The fictional registry's industries (国民经济行业分类 sections an SME of the region plausibly belongs to). */
const INDUSTRIES = [
  '制造业',
  '批发和零售业',
  '信息传输、软件和信息技术服务业',
  '住宿和餐饮业',
  '交通运输、仓储和邮政业',
  '建筑业',
  '租赁和商务服务业',
  '科学研究和技术服务业',
  '农、林、牧、渔业',
  '居民服务、修理和其他服务业',
];

/**
 * Issue 20, slice desk-rest. A thread message's attachments (up to 5 files the enterprise uploaded; each is also
 * attached to the application as a material, so the institution opens it as one, with the ledger entry). The
 * registry's 注册资本 (万元; none for a 个体工商户, which has no registered capital) and 行业: the registry is fictional
 * and generated, so both are derived from the entry's position as generated columns — every load, the loader's
 * included, has them without a new input column (docs/decisions.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE application_thread_file (
      message_id integer NOT NULL REFERENCES application_thread_message(id),
      file_id integer NOT NULL REFERENCES stored_file(id),
      PRIMARY KEY (message_id, file_id)
    )`.execute(db);
  const industries = sql.raw(`ARRAY[${INDUSTRIES.map((name) => `'${name}'`).join(', ')}]::text[]`);
  await sql`
    ALTER TABLE company_registry ADD COLUMN registered_capital_wan numeric(12, 2) GENERATED ALWAYS AS (
      CASE WHEN entity_type = '个体工商户' THEN NULL ELSE ((id::bigint * 7919) % 200 + 1) * 50 END
    ) STORED`.execute(db);
  await sql`
    ALTER TABLE company_registry ADD COLUMN industry text GENERATED ALWAYS AS (
      (${industries})[1 + ((id::bigint * 31) % ${sql.lit(INDUSTRIES.length)})::integer]
    ) STORED`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE company_registry DROP COLUMN industry`.execute(db);
  await sql`ALTER TABLE company_registry DROP COLUMN registered_capital_wan`.execute(db);
  await sql`DROP TABLE application_thread_file`.execute(db);
}

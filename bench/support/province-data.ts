import { createRequire } from 'node:module';
import type { Database } from '../../apps/gateway/src/db/database.ts';

type Db = Database['db'];

/** Kysely's sql tag from the gateway's own install (the bench folder has no kysely of its own). */
const { sql } = createRequire(new URL('../../apps/gateway/package.json', import.meta.url))('kysely') as {
  sql: ((strings: TemplateStringsArray, ...values: unknown[]) => { execute(db: Db): Promise<{ rows: unknown[] }> }) & {
    raw: (text: string) => unknown;
  };
};

export interface ProvinceShape {
  /** Platform companies (the registry's companies 8.. with an account each, certified). */
  companies: number;
  applications: number;
  /** Every `heavyEvery`-th application is the heavy company's (a company with a long history: deep pages). */
  heavyEvery: number;
}

/** Districts named by applications, weighted by repetition as Guangzhou's are. */
const DISTRICTS = [
  '天河区',
  '天河区',
  '越秀区',
  '海珠区',
  '海珠区',
  '白云区',
  '白云区',
  '番禺区',
  '黄埔区',
  '花都区',
  '荔湾区',
  '南沙区',
  '从化区',
  '增城区',
];
/** Statuses as the status machine leaves them: most decided, some waiting (1 待受理, 11 已查看, 4 受理中 …). */
const STATUSES = [8, 8, 8, 6, 9, 7, 7, 5, 3, 4, 11, 1];
const DAY_MS = 86_400_000;

const arrayLiteral = (values: readonly (string | number)[]) =>
  sql.raw(`ARRAY[${values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(',')}]`);

/**
 * The platform's side of a province, written in SQL (set-based, in chunks) in the shape the services write it: users
 * with certified companies taken from the registry, applications over the on-shelf products spread over two years,
 * each with its timeline (submission; viewed within hours; decided within days) and the amounts its status implies.
 * The live-event trigger is off while the timelines are written (the feed of 2.7 million old moves is nobody's). The
 * heavy company's user is the first account (mobile 15000000001). `db` is a transaction: the province is whole or absent.
 */
export async function buildProvince(db: Db, shape: ProvinceShape, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const since = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  await sql`CREATE TEMP TABLE bench_registry ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY r.id) AS n, r.company_name, r.uniform_code, r.legal_person
    FROM company_registry r
    WHERE NOT EXISTS (SELECT 1 FROM company c WHERE c.uniform_code = r.uniform_code OR c.company_name = r.company_name)
    ORDER BY r.id LIMIT ${shape.companies}`.execute(db);
  await sql`
    INSERT INTO company (company_name, uniform_code, legal_person)
    SELECT company_name, uniform_code, legal_person FROM bench_registry ORDER BY n`.execute(db);
  await sql`
    INSERT INTO app_user (mobile, password_hash, name, dept_id, created_at, updated_at)
    SELECT (15000000000 + n)::text, 'x', '省级压测' || n, NULL, now(), now() FROM bench_registry ORDER BY n`.execute(
    db,
  );
  await sql`
    INSERT INTO user_company (user_id, company_id, created_at, certified, identify_status, certified_at)
    SELECT u.id, c.id, now(), true, 6, now()
    FROM bench_registry r
    JOIN company c ON c.uniform_code = r.uniform_code
    JOIN app_user u ON u.mobile = (15000000000 + r.n)::text`.execute(db);
  log(`  ${shape.companies.toLocaleString('en-US')} companies with their accounts (${since()})`);

  await sql`CREATE TEMP TABLE bench_party ON COMMIT DROP AS
    SELECT r.n - 1 AS n, u.id AS user_id, c.id AS company_id
    FROM bench_registry r
    JOIN company c ON c.uniform_code = r.uniform_code
    JOIN app_user u ON u.mobile = (15000000000 + r.n)::text`.execute(db);
  await sql`CREATE UNIQUE INDEX ON bench_party (n)`.execute(db);
  await sql`CREATE TEMP TABLE bench_product ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, org_id FROM loan_product WHERE on_shelf`.execute(db);
  await sql`ALTER TABLE loan_application_event DISABLE TRIGGER platform_event_timeline`.execute(db);
  {
    const chunk = 100_000;
    const span = 730 * DAY_MS;
    for (let from = 1; from <= shape.applications; from += chunk) {
      const to = Math.min(shape.applications, from + chunk - 1);
      await sql`
        WITH made AS (
          INSERT INTO loan_application (source, product_id, org_id, company_id, applicant_id, apply_amount, credit_amount,
            loan_amount, loan_period, guarantee_methods, repay_method, loan_for, is_first_loan, loan_status, credit_time,
            lending_time, failure_type, failure_reason, district_name, street_name, contact_name, contact_mobile,
            idempotency_key, created_at, updated_at)
          SELECT 1, p.id, p.org_id, party.company_id, party.user_id, a.amount,
            CASE WHEN a.status IN (6, 8, 9) THEN round(a.amount * 0.8, 2) END,
            CASE WHEN a.status = 8 THEN round(a.amount * 0.8, 2) END,
            12 * (1 + g % 3), ARRAY[1 + g % 4]::smallint[], 1 + g % 3, 1 + g % 6, g % 2, a.status,
            CASE WHEN a.status IN (6, 8, 9) THEN a.at + interval '3 days' END,
            CASE WHEN a.status = 8 THEN a.at + interval '5 days' END,
            CASE WHEN a.status = 7 THEN 1 END, CASE WHEN a.status = 7 THEN '资质不符' END,
            (${arrayLiteral(DISTRICTS)})[1 + g % ${DISTRICTS.length}], '示范街道', '王建国', '13800000001',
            'province-' || g, a.at, a.at
          FROM generate_series(${from}::int, ${to}::int) g
          CROSS JOIN LATERAL (SELECT
            CASE WHEN g % ${shape.heavyEvery} = 0 THEN 0 ELSE (g::bigint * 7919) % ${shape.companies} END AS party_n,
            (${arrayLiteral(STATUSES)})[1 + (g * 31) % ${STATUSES.length}]::smallint AS status,
            (10 + (g * 37) % 990)::numeric AS amount,
            now() - make_interval(secs => ((${shape.applications} - g)::double precision * ${span / 1000}) / ${shape.applications}) AS at
          ) a
          JOIN bench_party party ON party.n = a.party_n
          JOIN bench_product p ON p.n = g % (SELECT count(*) FROM bench_product)
          RETURNING id, org_id, loan_status, created_at
        ), timeline AS (
          SELECT id, NULL::smallint AS from_status, 1::smallint AS to_status, 'enterprise' AS actor_kind, created_at AS at
          FROM made
          UNION ALL
          SELECT id, 1, 11, 'institution', created_at + make_interval(hours => 1 + id % 30) FROM made WHERE loan_status <> 1
          UNION ALL
          SELECT id, 11, loan_status, 'institution', created_at + make_interval(hours => 30 + id % 70)
          FROM made WHERE loan_status NOT IN (1, 11)
        )
        INSERT INTO loan_application_event (application_id, from_status, to_status, actor_kind, at)
        SELECT id, from_status, to_status, actor_kind, at FROM timeline`.execute(db);
      log(`  ${to.toLocaleString('en-US')} / ${shape.applications.toLocaleString('en-US')} applications (${since()})`);
    }
  }
  await sql`ALTER TABLE loan_application_event ENABLE TRIGGER platform_event_timeline`.execute(db);
}

/**
 * What autovacuum would have done by the time a deployment had this much data: the visibility map set (so counts read
 * indexes alone) and the planner's statistics. Outside a transaction.
 */
export async function vacuumProvince(db: Db): Promise<void> {
  await sql`VACUUM ANALYZE`.execute(db);
}

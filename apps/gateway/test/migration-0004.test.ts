import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#db/database.ts';
import { migrations } from '#db/migrations/index.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations as Record<string, Migration> };

describe('migration 0004: certification moves to the membership', () => {
  it('keeps what each account had proved, and a new member of the same company starts uncertified', async () => {
    const database = await openDatabase({ memory: true });
    const db = database.db as unknown as Kysely<unknown>;
    try {
      const migrator = new Migrator({ db, provider });
      expect((await migrator.migrateTo('0002_accounts')).error).toBeUndefined();
      await sql`INSERT INTO company (id, company_name, uniform_code, legal_person, certified, identify_status)
        VALUES (1, '甲公司', '91440101MA5CXD1A2X', '陈', true, 6), (2, '乙公司', '91440101MA5CXD2B7X', '林', false, 0)`.execute(
        db,
      );
      await sql`INSERT INTO app_user (id, mobile) VALUES (1, '13900000001')`.execute(db);
      await sql`INSERT INTO user_company (user_id, company_id) VALUES (1, 1), (1, 2)`.execute(db);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const rows = await sql<{
        company_id: number;
        certified: boolean;
        identify_status: number;
        certified_at: Date | null;
      }>`
        SELECT company_id, certified, identify_status, certified_at FROM user_company ORDER BY company_id`.execute(db);
      expect(rows.rows.map((row) => [row.company_id, row.certified, row.identify_status])).toEqual([
        [1, true, 6],
        [2, false, 0],
      ]);
      expect(rows.rows[0]?.certified_at).not.toBeNull();
      await sql`INSERT INTO app_user (id, mobile) VALUES (2, '13900000002')`.execute(db);
      await sql`INSERT INTO user_company (user_id, company_id) VALUES (2, 1)`.execute(db);
      const newcomer = await sql<{ certified: boolean }>`
        SELECT certified FROM user_company WHERE user_id = 2`.execute(db);
      expect(newcomer.rows[0]?.certified).toBe(false);
    } finally {
      await database.close();
    }
  });
});

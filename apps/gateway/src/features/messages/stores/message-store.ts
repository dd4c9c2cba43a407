import type { Kysely } from 'kysely';
import { countTotal, readPage } from '#db/paged-query.ts';
import type { DB } from '#db/schema.ts';

/** What a move's message needs to know of its application: the product's name and whom to text. */
export function findNoticeTarget(trx: Kysely<DB>, applicationId: number) {
  return trx
    .selectFrom('loan_application as a')
    .leftJoin('loan_product as p', 'p.id', 'a.product_id')
    .innerJoin('app_user as u', 'u.id', 'a.applicant_id')
    .select(['a.company_id', 'a.failure_reason', 'p.product_name', 'a.contact_mobile', 'u.mobile as applicant_mobile'])
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
}

export async function insertMessage(
  trx: Kysely<DB>,
  message: { companyId: number; applicationId: number; title: string; body: string; at: Date },
): Promise<void> {
  await trx
    .insertInto('enterprise_message')
    .values({
      company_id: message.companyId,
      application_id: message.applicationId,
      title: message.title,
      body: message.body,
      created_at: message.at,
    })
    .execute();
}

/** One page of the company's messages, newest first. */
export async function listMessages(db: Kysely<DB>, companyId: number, page: { pageNum: number; pageSize: number }) {
  const messages = db.selectFrom('enterprise_message').where('company_id', '=', companyId);
  return readPage(
    messages.select(['id', 'application_id', 'title', 'body', 'created_at', 'read_at']).orderBy('id', 'desc'),
    messages.select(countTotal),
    page,
  );
}

export async function countUnread(db: Kysely<DB>, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('enterprise_message')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('company_id', '=', companyId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the company's unread messages read: those of `ids`, or all of them when ids is null. */
export async function markRead(db: Kysely<DB>, companyId: number, ids: number[] | null, at: Date): Promise<number> {
  let query = db
    .updateTable('enterprise_message')
    .set({ read_at: at })
    .where('company_id', '=', companyId)
    .where('read_at', 'is', null);
  if (ids !== null) {
    if (ids.length === 0) return 0;
    query = query.where('id', 'in', ids);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

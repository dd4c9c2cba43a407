import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { countUnread, listMessages, markRead } from '../stores/message-store.ts';

const time = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** One page of the company's messages (none without a current company). */
export async function messagePage(
  db: Kysely<DB>,
  companyId: number | null,
  page: { pageNum: number; pageSize: number },
) {
  if (companyId === null) return { records: [], total: 0, ...page };
  const { rows, total } = await listMessages(db, companyId, page);
  const records = rows.map((row) => ({
    id: row.id,
    applicationId: row.application_id,
    title: row.title,
    body: row.body,
    createTime: new Date(row.created_at).toISOString(),
    readTime: time(row.read_at),
    read: row.read_at !== null,
  }));
  return { records, total, ...page };
}

export async function unreadCount(db: Kysely<DB>, companyId: number | null) {
  return { count: companyId === null ? 0 : await countUnread(db, companyId) };
}

/** Marks messages of the company read (others' ids are ignored); answers how many changed and what stays unread. */
export async function readMessages(
  db: Kysely<DB>,
  companyId: number | null,
  request: { ids?: number[] | undefined; all?: boolean | undefined },
  now: Date,
) {
  if (companyId === null) return { updated: 0, unread: 0 };
  const updated = await markRead(db, companyId, request.all === true ? null : (request.ids ?? []), now);
  return { updated, unread: await countUnread(db, companyId) };
}

import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';

/**
 * The 补充材料 rounds of an application as its timeline shows them (issue 20, slice desk-rest): when each was asked
 * and answered, what and by when. The rounds are the desk-supplement feature's; the timeline is this one's.
 */
export function listTimelineRounds(db: Kysely<DB>, applicationId: number) {
  return db
    .selectFrom('application_supplement')
    .select([
      'round',
      'content',
      sql<string>`to_char(reply_by, 'YYYY-MM-DD')`.as('reply_by'),
      'asked_at',
      'answer_text',
      'answered_at',
    ])
    .where('application_id', '=', applicationId)
    .orderBy('round')
    .execute();
}

export type TimelineRoundRow = Awaited<ReturnType<typeof listTimelineRounds>>[number];

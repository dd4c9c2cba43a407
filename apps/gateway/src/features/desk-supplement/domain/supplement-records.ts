import type { SupplementFileRecord, SupplementRecord } from '@sme/contract/routes/desk-supplement';
import { isPastReplyBy, supplementState } from './supplement-rules.ts';

/** A round as the store reads it (with its asker's name and institution). */
export interface SupplementRoundRow {
  id: number;
  application_id: number;
  round: number;
  content: string;
  reply_by: string;
  asked_at: Date;
  asked_by_name: string;
  org_name: string;
  answer_text: string | null;
  answered_at: Date | null;
}

export interface SupplementFileRowOf {
  supplement_id: number;
  path: string;
  original_name: string;
  size_bytes: number;
  created_at: Date;
}

const iso = (at: Date | null) => (at === null ? null : new Date(at).toISOString());

/**
 * The rounds as records: `forStaff` names the staff member who asked; `withhold` leaves out the enterprise's answers
 * (their text and files: the company's data) when its authorisation is not in force.
 */
export function supplementRecords(
  rows: readonly SupplementRoundRow[],
  files: readonly SupplementFileRowOf[],
  view: { applicationStatus: number; today: string; forStaff: boolean; withhold: boolean },
): SupplementRecord[] {
  return rows.map((row) => {
    const state = supplementState(row.answered_at !== null, view.applicationStatus);
    const own: SupplementFileRecord[] = view.withhold
      ? []
      : files
          .filter((file) => file.supplement_id === row.id)
          .map((file) => ({
            path: file.path,
            name: file.original_name,
            size: Number(file.size_bytes),
            uploadTime: new Date(file.created_at).toISOString(),
          }));
    return {
      id: row.id,
      applicationId: row.application_id,
      round: row.round,
      content: row.content,
      replyBy: row.reply_by,
      askedAt: new Date(row.asked_at).toISOString(),
      askedBy: view.forStaff ? row.asked_by_name : null,
      orgName: row.org_name,
      state,
      overdue: isPastReplyBy(state, row.reply_by, view.today),
      answerText: view.withhold ? null : row.answer_text,
      answeredAt: iso(row.answered_at),
      files: own,
    };
  });
}

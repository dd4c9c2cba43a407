import type { ApplicationEventRecord } from '@sme/contract/routes/applications';

/** A step of the timeline: a status change, or a 补充材料 round asked or answered (the status unchanged). */
export type TimelineStep = ApplicationEventRecord;

export interface TimelineRound {
  round: number;
  content: string;
  reply_by: string;
  asked_at: Date;
  answer_text: string | null;
  answered_at: Date | null;
}

/**
 * The status changes with the 补充材料 rounds woven in by time (both sides': the institution asked, the enterprise
 * answered). A round's step carries the status the application had then, so the timeline reads in order.
 */
export function withSupplementRounds<T extends TimelineStep>(
  events: readonly T[],
  rounds: readonly TimelineRound[],
): TimelineStep[] {
  const roundSteps = rounds.flatMap((round) => {
    const asked: Omit<TimelineStep, 'toStatus'> = {
      kind: 'supplement_asked',
      fromStatus: null,
      actor: 'institution',
      actorAccount: null,
      remark: `第${round.round}轮：${round.content}（答复期限 ${round.reply_by}）`,
      creditAmount: null,
      loanAmount: null,
      time: new Date(round.asked_at).toISOString(),
    };
    if (round.answered_at === null) return [asked];
    const answered: Omit<TimelineStep, 'toStatus'> = {
      ...asked,
      kind: 'supplement_answered',
      actor: 'enterprise',
      remark: `第${round.round}轮：${round.answer_text ?? '已上传补充材料'}`,
      time: new Date(round.answered_at).toISOString(),
    };
    return [asked, answered];
  });
  const steps: TimelineStep[] = [...events];
  for (const step of roundSteps) {
    const before = events.filter((event) => (event.time ?? '') <= (step.time ?? ''));
    const status = before.at(-1)?.toStatus ?? events[0]?.toStatus ?? 0;
    steps.push({ ...step, toStatus: status });
  }
  // A stable sort: a status change and a round at the same instant keep the change first.
  return steps.sort((a, b) => (a.time ?? '').localeCompare(b.time ?? ''));
}

/** What a 补充材料 round's step is called (issue 20, slice desk-rest); a status change reads "from → to". */
const ROUND_STEPS: Record<string, string> = {
  supplement_asked: '要求补充材料',
  supplement_answered: '企业提交补充材料',
};

export function timelineStepTitle(event: {
  kind: string;
  fromStatus: { label: string } | null;
  toStatus: { label: string };
}): string {
  return ROUND_STEPS[event.kind] ?? `${event.fromStatus ? `${event.fromStatus.label} → ` : ''}${event.toStatus.label}`;
}

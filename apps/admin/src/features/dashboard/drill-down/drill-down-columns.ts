import { CANCELLATION_REASON_NAMES } from '@sme/contract/catalog-codes';
import { formatHours, formatShare } from '#shared/format/format.ts';

/** The failure types of a decline (spec §3 cancellation reasons), as the drill-down's columns. */
export const DECLINE_TYPES = [
  { key: 'type1', label: CANCELLATION_REASON_NAMES[1] },
  { key: 'type2', label: CANCELLATION_REASON_NAMES[2] },
  { key: 'type3', label: CANCELLATION_REASON_NAMES[3] },
  { key: 'type4', label: CANCELLATION_REASON_NAMES[4] },
] as const;

export interface DrillMonth {
  month: string;
  applyCount: number;
  viewMedianHours?: number | null;
  viewShareWithinTarget?: number | null;
  decideMedianHours?: number | null;
  decideShareWithinTarget?: number | null;
  declines: Record<(typeof DECLINE_TYPES)[number]['key'], number>;
}

/** A month's row as the table shows it: month, applications, response times, then declines per type. */
export function drillRow(month: DrillMonth): string[] {
  return [
    month.month,
    String(month.applyCount),
    formatHours(month.viewMedianHours),
    formatShare(month.viewShareWithinTarget),
    formatHours(month.decideMedianHours),
    formatShare(month.decideShareWithinTarget),
    ...DECLINE_TYPES.map(({ key }) => String(month.declines[key])),
  ];
}

export const DRILL_HEADINGS = [
  '月份',
  '申请笔数',
  '查看用时中位数',
  '按时查看率',
  '决定用时中位数',
  '按时决定率',
  ...DECLINE_TYPES.map(({ label }) => `${label}（笔）`),
];

/** The institutions a drill-down can open: the dashboard's institution groups that are one (not unclaimed needs). */
export function drillOptions(groups: readonly { key?: string | null; label: string }[]) {
  return groups.flatMap((group) => (group.key ? [{ value: group.key, label: group.label }] : []));
}

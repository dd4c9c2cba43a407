import { CANCELLATION_REASON_NAMES, CANCELLATION_REASONS, namedCodes } from '@sme/contract/catalog-codes';

/**
 * What a staff member may do with an application in a status: the status machine's moves (docs/gateway-api.md,
 * "POST /loan/org/transition"): the institution's 11→4/5, 4→6/7, 6→8/9 (1→11 and 2→11 happen on opening), and the
 * operator's 1→2/3 review of needs. The gateway decides in the end; this only offers the buttons.
 */
export type ActionKind = 'accept' | 'credit' | 'lend' | 'failure' | 'review';

export interface TransitionAction {
  toStatus: number;
  label: string;
  kind: ActionKind;
  /** Who may make the move (the gateway's staff-roles.ts: applications.transition, and the status machine's actor). */
  roles: readonly string[];
}

/**
 * The institution's moves are its own staff's, 机构业务人员 and 机构管理员 alike (the platform's operator may not make
 * them); the review of a need is the operator's only.
 */
const INSTITUTION_ROLES = ['机构业务人员', '机构管理员'] as const;
const OPERATOR_ROLES = ['平台运营'] as const;

export const FAILURE_TYPES = namedCodes(CANCELLATION_REASONS, CANCELLATION_REASON_NAMES);

const INSTITUTION_MOVES: Readonly<Record<number, TransitionAction[]>> = {
  11: [
    { toStatus: 4, label: '受理', kind: 'accept', roles: INSTITUTION_ROLES },
    { toStatus: 5, label: '不受理', kind: 'failure', roles: INSTITUTION_ROLES },
  ],
  4: [
    { toStatus: 6, label: '授信', kind: 'credit', roles: INSTITUTION_ROLES },
    { toStatus: 7, label: '拒绝授信', kind: 'failure', roles: INSTITUTION_ROLES },
  ],
  6: [
    { toStatus: 8, label: '放款', kind: 'lend', roles: INSTITUTION_ROLES },
    { toStatus: 9, label: '放款失败', kind: 'failure', roles: INSTITUTION_ROLES },
  ],
};

const OPERATOR_REVIEW: TransitionAction[] = [
  { toStatus: 2, label: '审核通过', kind: 'review', roles: OPERATOR_ROLES },
  { toStatus: 3, label: '审核不通过', kind: 'failure', roles: OPERATOR_ROLES },
];

/**
 * `restricted`: the institution keeps only the summary (no data authorisation in force, or withdrawn), so it may only
 * end the business (the failure moves).
 */
export function allowedActions(role: string, status: number, source: number, restricted = false): TransitionAction[] {
  if (role === 'org_staff' || role === 'org_admin') {
    const moves = INSTITUTION_MOVES[status] ?? [];
    return restricted ? moves.filter((move) => move.kind === 'failure') : moves;
  }
  if (role === 'operator' && source === 2 && status === 1) return OPERATOR_REVIEW;
  return [];
}

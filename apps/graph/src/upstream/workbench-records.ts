/** The graph's body of /loan/org/list (the records of the workbench calls are the contract's). */

/** Body of /loan/org/list: the statuses travel as one code or a comma list. */
export interface OrgListBody {
  pageNum: number;
  pageSize: number;
  /** One status code or a comma list. */
  loanStatus?: string;
  overdue?: boolean;
  source?: number;
  orgId?: number;
  /** Issue 20, slice supplement: 有补件 only. */
  supplementAnswered?: boolean;
}

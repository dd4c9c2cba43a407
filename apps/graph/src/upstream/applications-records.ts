/**
 * What the graph's application types resolve from, built on the contract's records
 * (@sme/contract/routes/applications).
 */
import type {
  ApplicationDetailRecord,
  ApplicationEventRecord,
  ApplicationRecord,
  ManagerRecord,
  NeedRecord,
} from '@sme/contract/routes/applications';
import type { PageRecord } from '@sme/contract/routes/catalog';

/**
 * What a GraphQL LoanApplication resolves from: a list or detail application record, or a need list record with
 * its source set (the need list record has fewer fields; the missing ones resolve to null).
 */
export type LoanApplicationSource =
  | ApplicationRecord
  | ApplicationDetailRecord
  | (NeedRecord & { source: 2; updateTime?: undefined; events?: undefined })
  | StaffApplicationSource;

/**
 * An application as the workbench reads it (/loan/org/list, /loan/org/detail): its manager comes with it, so the
 * staff view never asks the enterprise's manager-info call (which only answers an enterprise session).
 */
export type StaffApplicationSource = Omit<ApplicationRecord, 'entName' | 'loanFor'> & {
  /** Null in the summary of a withdrawn application or one without a data authorisation in force. */
  entName: string | null;
  loanFor: number | null;
  staffManager: ManagerRecord | null;
  events?: ApplicationEventRecord[];
};

/** What a GraphQL LoanApplicationPage resolves from. */
export type LoanApplicationPageRecord = PageRecord<LoanApplicationSource>;

/** What the graph's pre-credit answer resolves from (records: @sme/contract/routes/estimates). */
import type { PreCreditRecord } from '@sme/contract/routes/estimates';

/** The graph's pre-credit answer: both calls for one credit code. */
export interface PreCreditStateRecord {
  exists: boolean;
  limits: PreCreditRecord[];
}

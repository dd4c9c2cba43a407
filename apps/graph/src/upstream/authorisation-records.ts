/** What the graph's data-authorisation types resolve from (@sme/contract/routes/authorisation). */
import type { DataAuthorisationStateRecord } from '@sme/contract/routes/accounts';
import type { DataAuthorisationRevocationRecord } from '@sme/contract/routes/authorisation';

/** The answer of the revocation mutation: the count and the state read afterwards. */
export interface DataAuthorisationRevocationResultRecord extends DataAuthorisationRevocationRecord {
  state: DataAuthorisationStateRecord;
}

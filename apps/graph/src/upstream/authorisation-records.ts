/** The gateway's data-authorisation records (docs/gateway-api.md, "Data authorisation"). */

import type { DataAuthorisationStateRecord } from '@sme/contract/routes/accounts';

export type { DataAuthorisationRecord, DataAuthorisationStateRecord } from '@sme/contract/routes/accounts';

/** POST /user/user/v1/auth/cancel. */
export interface DataAuthorisationRevocationRecord {
  revoked: number;
}

/** The answer of the revocation mutation: the count and the state read afterwards. */
export interface DataAuthorisationRevocationResultRecord extends DataAuthorisationRevocationRecord {
  state: DataAuthorisationStateRecord;
}

/** POST /user/user/v1/auth/ledger: one line. */
export interface DataAuthorisationLedgerRecord {
  id: string;
  kind: 'grant' | 'revocation' | 'access' | 'referral';
  at: string;
  orgName: string | null;
  detail: string;
  authEndDate: string | null;
  /** The company's account that granted, revoked or consented (masked mobile); null for an access. */
  actorAccount: string | null;
}

/** POST /user/user/v1/auth/ledger. */
export interface DataAuthorisationLedgerPageRecord {
  records: DataAuthorisationLedgerRecord[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The account records the graph alone needs; the gateway's are the contract's (@sme/contract/routes/account-login). */
import type { LoginEntryRecord } from '@sme/contract/routes/account-login';

/** A pre-login company as GraphQL answers it: the loginCode stays in the HttpOnly pending-login cookie. */
export type LoginCompanyRecord = Omit<LoginEntryRecord, 'loginCode'>;

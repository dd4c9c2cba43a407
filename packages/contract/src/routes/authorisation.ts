/**
 * The enterprise data authorisation (docs/gateway-api.md, "Data authorisation"): what the revocation page shows, the
 * legal representative's revocation (spec §1) and the company's ledger of grants, revocations and accesses.
 */
import { z } from 'zod';
import { STORED_FILE_PATH } from '../fields.ts';
import type { DataAuthorisationStateRecord } from './accounts.ts';
import {
  REVOCATION_DOCUMENTS_MAX,
  REVOCATION_MESSAGES,
  REVOCATION_REASON_MAX,
  REVOCATION_REASON_MIN,
} from './authorisation-texts.ts';
import type { PageRecord } from './catalog.ts';
import { CONTROL_CHARACTERS, int, jsonObject, paging } from './input-fields.ts';
import { route, routeWithoutInput } from './route.ts';

/** The answer of the revocation: how many authorisations in force it ended. */
export interface DataAuthorisationRevocationRecord {
  revoked: number;
}

/** One line of the ledger: a grant, a revocation, an institution's access or a referral's consent. */
export interface DataAuthorisationLedgerRecord {
  /** Stable within the company's ledger: the kind and its row (e.g. access-12). */
  id: string;
  kind: 'grant' | 'revocation' | 'access' | 'referral';
  /** ISO 8601. */
  at: string;
  /**
   * The institution of an access or of a referral (the one the application was referred to); null for grants,
   * revocations and an access by an institution not on record.
   */
  orgName: string | null;
  /** What happened, as the enterprise reads it. */
  detail: string;
  /** ISO 8601: the end of a granted or revoked authorisation's validity; null for an access or a referral. */
  authEndDate: string | null;
  /** The company's account that granted, revoked or consented (masked mobile, 138****0001); null for an access. */
  actorAccount: string | null;
}

/** What the /cancelAuthorization page shows about the session's company. */
export const authorisationState = routeWithoutInput<DataAuthorisationStateRecord>()(
  'GET',
  '/user/user/v1/auth/current',
);

/** The legal representative revokes the authorisations in force, with the reason and the sealed document. */
export const authorisationCancel = route<DataAuthorisationRevocationRecord>()({
  method: 'POST',
  path: '/user/user/v1/auth/cancel',
  inputIn: 'body',
  input: jsonObject({
    reason: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z
        .string({ error: REVOCATION_MESSAGES.reason })
        // Characters, as the portal's form and the graph count them (an emoji is one, not two UTF-16 units).
        .refine((text) => [...text].length >= REVOCATION_REASON_MIN, { error: REVOCATION_MESSAGES.reason })
        .refine((text) => [...text].length <= REVOCATION_REASON_MAX, { error: REVOCATION_MESSAGES.reasonTooLong })
        .refine((text) => !CONTROL_CHARACTERS.test(text.replace(/[\r\n\t]/g, '')), {
          error: REVOCATION_MESSAGES.reasonCharacters,
        }),
    ),
    documentPaths: z
      .array(
        z
          .string({ error: REVOCATION_MESSAGES.documentPath })
          .regex(STORED_FILE_PATH, { error: REVOCATION_MESSAGES.documentPath }),
        { error: REVOCATION_MESSAGES.documentsRequired },
      )
      .min(1, { error: REVOCATION_MESSAGES.documentsRequired })
      .max(REVOCATION_DOCUMENTS_MAX, { error: REVOCATION_MESSAGES.documentsTooMany })
      .transform((paths) => [...new Set(paths)]),
  }),
});

/** A page of the company's ledger, newest first (8 a page by default, spec §9). */
export const authorisationLedger = route<PageRecord<DataAuthorisationLedgerRecord>>()({
  method: 'POST',
  path: '/user/user/v1/auth/ledger',
  inputIn: 'body',
  input: z.preprocess((value) => value ?? {}, jsonObject({ ...paging, pageSize: int('每页条数', 1, 50).default(8) })),
});

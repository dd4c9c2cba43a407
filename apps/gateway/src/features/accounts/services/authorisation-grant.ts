import { GatewayCode } from '@sme/contract/codes';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import {
  AUTHORISATION_END_DATE_MESSAGE,
  AUTHORISATION_REQUIRED_MESSAGE,
  isValidAuthorisationEnd,
} from '../domain/authorisation-validity.ts';
import {
  findActiveAuthorisations,
  hasAuthorisationInForce,
  insertAuthorisation,
  lockCompanyForAuthorisation,
} from '../stores/authorisation-store.ts';

export interface GrantRequest {
  companyId: number;
  userId: number;
  /** Epoch ms the applicant picked on the agreement step; undefined when the page did not show it. */
  authEndDate: number | undefined;
}

/** Refuses an end date outside the window before anything is written (-1000). */
export function checkAuthorisationEnd(authEndDate: number | undefined, now: Date): void {
  if (authEndDate !== undefined && !isValidAuthorisationEnd(authEndDate, now)) {
    throw ApiError.badParams(AUTHORISATION_END_DATE_MESSAGE);
  }
}

/**
 * Before the application's transaction: a bad end date, or no authorisation in force and no end date, is refused
 * before anything is written (grantWithApplication checks again under the lock).
 */
export async function refuseWithoutAuthorisation(db: Kysely<DB>, request: GrantRequest, now: Date): Promise<void> {
  checkAuthorisationEnd(request.authEndDate, now);
  if (request.authEndDate === undefined && !(await hasAuthorisationInForce(db, request.companyId, now))) {
    throw new ApiError(GatewayCode.AUTHORISATION_REQUIRED, AUTHORISATION_REQUIRED_MESSAGE);
  }
}

/**
 * Inside an application's transaction (spec §1: the grant is part of the first application): nothing to do when
 * the company has an authorisation in force (the end date sent, if any, is ignored); otherwise grants one until the
 * end date sent, or refuses the application with -8010 when none was sent.
 */
export async function grantWithApplication(
  trx: Kysely<DB>,
  request: GrantRequest,
  applicationId: number,
  now: Date,
): Promise<void> {
  await lockCompanyForAuthorisation(trx, request.companyId);
  const active = await findActiveAuthorisations(trx, request.companyId, now);
  if (active.length > 0) return;
  if (request.authEndDate === undefined) {
    throw new ApiError(GatewayCode.AUTHORISATION_REQUIRED, AUTHORISATION_REQUIRED_MESSAGE);
  }
  checkAuthorisationEnd(request.authEndDate, now);
  await insertAuthorisation(
    trx,
    {
      companyId: request.companyId,
      userId: request.userId,
      authEndDate: new Date(Math.floor(request.authEndDate)),
      applicationId,
    },
    now,
  );
}

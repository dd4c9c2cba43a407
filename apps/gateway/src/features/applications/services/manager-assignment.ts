import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import { APPLICATION_ERRORS } from '../domain/application-messages.ts';
import { findOrgInService, findOrgManager } from '../stores/manager-store.ts';

export interface Assignment {
  org_id: number;
  manager_id: number | null;
}

/**
 * Who handles an application the institution has just viewed (status 11): the product's institution, or for a need
 * (no institution until one picks it up) the institution that views it; and one of its account managers — the one
 * asked for, else the one who claimed it in the workbench (issue 20), else its first. An institution without managers
 * leaves manager_id empty.
 */
export async function assignInstitution(
  trx: Kysely<DB>,
  application: { org_id: number | null; manager_id?: number | null },
  request: { orgId?: number | undefined; managerId?: number | undefined },
): Promise<Assignment> {
  const orgId = application.org_id ?? request.orgId;
  if (orgId === undefined) throw ApiError.badParams(APPLICATION_ERRORS.orgRequired);
  if (request.orgId !== undefined && request.orgId !== orgId) throw ApiError.badParams(APPLICATION_ERRORS.orgMismatch);
  if (application.org_id === null && !(await findOrgInService(trx, orgId))) {
    throw ApiError.badParams(APPLICATION_ERRORS.orgNotInService);
  }
  if (request.managerId === undefined && application.manager_id) {
    return { org_id: orgId, manager_id: application.manager_id };
  }
  const manager = await findOrgManager(trx, orgId, request.managerId);
  if (request.managerId !== undefined && !manager) throw ApiError.badParams(APPLICATION_ERRORS.managerNotOfOrg);
  return { org_id: orgId, manager_id: manager?.id ?? null };
}

/** The account manager named when the institution accepts: one of the application's institution's own. */
export async function acceptingManager(
  trx: Kysely<DB>,
  application: { org_id: number | null },
  managerId: number,
): Promise<{ manager_id: number }> {
  const manager = application.org_id === null ? undefined : await findOrgManager(trx, application.org_id, managerId);
  if (!manager) throw ApiError.badParams(APPLICATION_ERRORS.managerNotOfOrg);
  return { manager_id: manager.id };
}

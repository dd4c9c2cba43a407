import { GatewayCode } from '@sme/contract/codes';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import { APPLICATION_ERRORS } from '../domain/application-messages.ts';
import { applyMethodRecord } from '../domain/apply-method.ts';
import { findOfferedProduct } from '../stores/application-store.ts';
import { findCompanyManager } from '../stores/manager-store.ts';

/** How an offered product is applied for; a removed or unknown product answers -8002 as applying would. */
export async function applyMethodOf(db: Kysely<DB>, productId: number) {
  const product = await findOfferedProduct(db, productId);
  if (!product) throw new ApiError(GatewayCode.PRODUCT_NOT_OFFERED, APPLICATION_ERRORS.productNotOffered);
  return applyMethodRecord(product);
}

/** Spec §3 manager info, for a company one of whose applications the manager handles (else as unknown). */
export async function managerOfCompany(db: Kysely<DB>, managerId: number, companyId: number | null) {
  const manager = companyId === null ? undefined : await findCompanyManager(db, managerId, companyId);
  if (!manager) throw new ApiError(GatewayCode.MANAGER_NOT_FOUND, APPLICATION_ERRORS.managerNotFound);
  return {
    id: manager.id,
    name: manager.name,
    mobile: manager.mobile,
    orgId: manager.org_id,
    orgName: manager.org_name,
  };
}

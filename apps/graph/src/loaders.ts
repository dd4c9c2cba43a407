import { GatewayCode } from '@sme/contract/codes';
import type { ManagerRecord } from '@sme/contract/routes/applications';
import { managerDetail } from '@sme/contract/routes/applications';
import { institutionDetail } from '@sme/contract/routes/catalog';
import DataLoader from 'dataloader';
import type { GatewayClient } from './upstream/gateway-client.ts';
import type { InstitutionRecord } from './upstream/records.ts';
import { GatewayBusinessError } from './upstream/upstream-errors.ts';

/**
 * Institution details for one request: each id is fetched once however many products name it. The gateway has
 * no batch call, so a batch is several detail calls in parallel.
 */
export function createInstitutionLoader(gateway: GatewayClient): DataLoader<number, InstitutionRecord | null> {
  return new DataLoader(async (ids) => {
    const settled = await Promise.allSettled(ids.map((id) => gateway.send(institutionDetail, { id })));
    return settled.map((result) =>
      result.status === 'fulfilled'
        ? result.value
        : result.reason instanceof Error
          ? result.reason
          : new Error(String(result.reason)),
    );
  });
}

/**
 * Account managers for one request: each manager id is asked once however many applications name it. A manager the
 * gateway does not show this company (-8006) loads as null; other failures stay errors.
 */
export function createManagerLoader(gateway: GatewayClient): DataLoader<number, ManagerRecord | null> {
  return new DataLoader(async (ids) => {
    const settled = await Promise.allSettled(ids.map((id) => gateway.send(managerDetail, { id })));
    return settled.map((result) => {
      if (result.status === 'fulfilled') return result.value;
      if (
        result.reason instanceof GatewayBusinessError &&
        result.reason.gatewayCode === GatewayCode.MANAGER_NOT_FOUND
      ) {
        return null;
      }
      return result.reason instanceof Error ? result.reason : new Error(String(result.reason));
    });
  });
}

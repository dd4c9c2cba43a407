import DataLoader from 'dataloader';
import type { GatewayClient } from './upstream/gateway-client.ts';
import type { InstitutionRecord } from './upstream/records.ts';

/**
 * Institution details for one request: each id is fetched once however many products name it. The gateway has
 * no batch call, so a batch is several detail calls in parallel.
 */
export function createInstitutionLoader(gateway: GatewayClient): DataLoader<number, InstitutionRecord | null> {
  return new DataLoader(async (ids) => {
    const settled = await Promise.allSettled(ids.map((id) => gateway.institutionDetail(id)));
    return settled.map((result) =>
      result.status === 'fulfilled'
        ? result.value
        : result.reason instanceof Error
          ? result.reason
          : new Error(String(result.reason)),
    );
  });
}

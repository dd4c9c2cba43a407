import { PAGE_NUM_MAX, registrySearch } from '@sme/contract/routes/registry';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { toRegistryRecord } from './registry-records.ts';
import { searchRegistry } from './stores/registry-store.ts';

export interface RegistryRouteDeps {
  db: Kysely<DB>;
  /** Runs before every search and throws to refuse it (the app wires a session and a per-account budget). */
  guard: (req: Request) => Promise<void>;
}

/** The company registry (企业登记信息): name search for the add-company dialog (docs/gateway-api.md). */
export function registryRoutes({ db, guard }: RegistryRouteDeps): RouteDef[] {
  return [
    contractRoute(registrySearch, async (req, input) => {
      await guard(req);
      const { entName, pageNum, pageSize } = input();
      const page = await searchRegistry(db, { term: entName, pageNum, pageSize });
      // The last page allowed offers no next one: it would be refused.
      const hasNextPage = page.hasNextPage && pageNum < PAGE_NUM_MAX;
      return { body: { datas: page.companies.map(toRegistryRecord), pageNum, pageSize, hasNextPage } };
    }),
  ];
}

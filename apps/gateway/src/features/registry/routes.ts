import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import { PAGE_NUM_MAX, registrySearchParams } from './params/registry-params.ts';
import { type RegistryRecord, toRegistryRecord } from './registry-records.ts';
import { searchRegistry } from './stores/registry-store.ts';

export interface RegistryRouteDeps {
  db: Kysely<DB>;
  /** Runs before every search and throws to refuse it (the app wires a session and a per-account budget). */
  guard: (req: Request) => Promise<void>;
}

export interface RegistrySearchAnswer {
  body: { datas: RegistryRecord[]; pageNum: number; pageSize: number; hasNextPage: boolean };
}

/** The company registry (企业登记信息): name search for the add-company dialog (docs/gateway-api.md). */
export function registryRoutes({ db, guard }: RegistryRouteDeps): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/data/gzData/yuexiu/query/base',
      handler: async (req): Promise<RegistrySearchAnswer> => {
        await guard(req);
        const { entName, pageNum, pageSize } = parseInput(registrySearchParams, req.query);
        const page = await searchRegistry(db, { term: entName, pageNum, pageSize });
        // The last page allowed offers no next one: it would be refused.
        const hasNextPage = page.hasNextPage && pageNum < PAGE_NUM_MAX;
        return { body: { datas: page.companies.map(toRegistryRecord), pageNum, pageSize, hasNextPage } };
      },
    },
  ];
}

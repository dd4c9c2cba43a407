import { ApiError } from '../../http/api-error.ts';
import type { Method, RouteDef } from '../../http/routing.ts';

/** Code for a call of spec §7 that exists at its path but is not built yet. */
export const NOT_YET_AVAILABLE = -1501;

/**
 * Calls of spec §7 that are not built yet. They answer at their path and method with a clear envelope,
 * so clients see "not open yet" rather than "no such call". A feature that builds one removes it here.
 */
const pending: Array<[Method, string]> = [
  ['POST', '/zzzttt/address/data'],
  ['POST', '/zzzttt/shortUrl/query'],
  ['POST', '/zzzttt/userbehaviorstatistics/mnp/saveUserBehavior'],
  ['POST', '/zzzttt/notice/qh/send'],
  ['POST', '/data/gz/hq/policy/queryPage'],
  ['POST', '/data/gz/hq/policy/queryDetail/:policyId'],
  ['POST', '/org/financial/org/icon/list/front'],
  ['POST', '/org/financial/org/count/all/front'],
  ['POST', '/org/financial/user/detail/:id'],
  ['POST', '/loan/pc/loanRank'],
  ['POST', '/loan/pc/loanCase'],
  ['POST', '/loan/pc/index/entCount'],
  ['POST', '/loan/pc/dockingCount'],
  ['POST', '/loan/pc/thirdStatistics/list'],
  ['GET', '/loan/product/pc/million/list'],
  ['GET', '/loan/product/pc/green/list'],
  ['GET', '/loan/product/pc/procure/list'],
  ['POST', '/loan/product/pc/economy/area/list'],
  ['POST', '/loan/product/pc/getApplyMethod'],
  ['POST', '/loan/product/pc/queryChoice'],
  ['POST', '/loan/product/pc/otherList'],
  ['POST', '/loan/product/pc/specialList'],
  ['POST', '/loan/product/pc/industry/detail'],
];

export function pendingRoutes(): RouteDef[] {
  return pending.map(([method, path]) => ({
    method,
    path,
    handler: () => {
      throw new ApiError(NOT_YET_AVAILABLE, '该功能暂未开放，敬请期待');
    },
  }));
}

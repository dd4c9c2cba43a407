import type { govDashboard } from '@sme/contract/routes/dashboard';
import type { RouteInput } from '@sme/contract/routes/route';
import type { DashboardFilter } from '#generated/resolvers-types.ts';
import { productTypes } from '#lookups/lists.ts';
import { optionalCode, optionalPositiveId, optionalText, startEndDays } from './arguments.ts';

/** Dashboard arguments → the gateway's body, or InvalidArgumentError with the gateway's wording. */

const MAX_DISTRICT_LENGTH = 20;

export function dashboardBody(filter: DashboardFilter | null | undefined): RouteInput<typeof govDashboard> {
  const body: RouteInput<typeof govDashboard> = {};
  const { startDate, endDate } = startEndDays(filter, 'filter.');
  if (startDate) body.startDate = startDate;
  if (endDate) body.endDate = endDate;
  const orgId = optionalPositiveId(filter?.institutionId, '机构ID', 'filter.institutionId');
  if (orgId !== undefined) body.orgId = orgId;
  const districtName = optionalText(filter?.districtName, '所在区县', MAX_DISTRICT_LENGTH, 'filter.districtName');
  if (districtName !== undefined) body.districtName = districtName;
  const productType = optionalCode(productTypes, filter?.productType, '产品类型', 'filter.productType');
  if (productType !== undefined) body.productType = productType;
  return body;
}

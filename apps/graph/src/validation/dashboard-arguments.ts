import type { govDashboard } from '@sme/contract/routes/dashboard';
import type { RouteInput } from '@sme/contract/routes/route';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { DashboardFilter } from '#generated/resolvers-types.ts';
import { productTypes } from '#lookups/lists.ts';
import { optionalCode, optionalDay, optionalPositiveId, optionalText } from './arguments.ts';

/** Dashboard arguments → the gateway's body, or InvalidArgumentError with the gateway's wording. */

const MAX_DISTRICT_LENGTH = 20;

/** The gateway's wording for a dashboard date (packages/contract's dashboard route). */
const dashboardDay = (label: string) => ({
  malformed: `${label}格式须为 YYYY-MM-DD`,
  notADay: `${label}不是有效日期`,
});

export function dashboardBody(filter: DashboardFilter | null | undefined): RouteInput<typeof govDashboard> {
  const body: RouteInput<typeof govDashboard> = {};
  const startDate = optionalDay(filter?.startDate, 'filter.startDate', dashboardDay('开始日期（startDate）'));
  const endDate = optionalDay(filter?.endDate, 'filter.endDate', dashboardDay('结束日期（endDate）'));
  if (startDate && endDate && startDate > endDate) {
    throw new InvalidArgumentError('开始日期不能晚于结束日期', 'filter.startDate');
  }
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

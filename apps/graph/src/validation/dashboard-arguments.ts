import type { govDashboard } from '@sme/contract/routes/dashboard';
import type { RouteInput } from '@sme/contract/routes/route';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { DashboardFilter } from '#generated/resolvers-types.ts';
import { productTypes } from '#lookups/lists.ts';
import { optionalCode, optionalPositiveId, optionalText } from './arguments.ts';

/** Dashboard arguments → the gateway's body, or InvalidArgumentError with the gateway's wording. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DISTRICT_LENGTH = 20;

function optionalDay(value: string | null | undefined, label: string, argument: string): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!DAY.test(text)) throw new InvalidArgumentError(`${label}格式须为 YYYY-MM-DD`, argument);
  const parsed = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text) {
    throw new InvalidArgumentError(`${label}不是有效日期`, argument);
  }
  return text;
}

export function dashboardBody(filter: DashboardFilter | null | undefined): RouteInput<typeof govDashboard> {
  const body: RouteInput<typeof govDashboard> = {};
  const startDate = optionalDay(filter?.startDate, '开始日期（startDate）', 'filter.startDate');
  const endDate = optionalDay(filter?.endDate, '结束日期（endDate）', 'filter.endDate');
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

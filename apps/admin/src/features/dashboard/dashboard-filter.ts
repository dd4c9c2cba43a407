/** The dashboard's filter form: what the staff member typed, and the GraphQL filter it becomes. */

export interface DashboardForm {
  startDate: string;
  endDate: string;
  institutionId: string;
  districtName: string;
  productType: string;
}

export const EMPTY_FORM: DashboardForm = {
  startDate: '',
  endDate: '',
  institutionId: '',
  districtName: '',
  productType: '',
};

export interface DashboardFilterInput {
  startDate?: string;
  endDate?: string;
  institutionId?: string;
  districtName?: string;
  productType?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter of a form, or the Chinese reason it cannot be sent (the gateway's own rules). */
export function filterOf(form: DashboardForm): { filter: DashboardFilterInput } | { problem: string } {
  const filter: DashboardFilterInput = {};
  for (const [key, label] of [
    ['startDate', '开始日期'],
    ['endDate', '结束日期'],
  ] as const) {
    const value = form[key].trim();
    if (!value) continue;
    const parsed = new Date(`${value}T00:00:00Z`);
    if (!DAY.test(value) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
      return { problem: `${label}不是有效日期` };
    }
    filter[key] = value;
  }
  if (filter.startDate && filter.endDate && filter.startDate > filter.endDate) {
    return { problem: '开始日期不能晚于结束日期' };
  }
  if (form.institutionId) filter.institutionId = form.institutionId;
  if (form.districtName) filter.districtName = form.districtName;
  if (form.productType) filter.productType = Number(form.productType);
  return { filter };
}

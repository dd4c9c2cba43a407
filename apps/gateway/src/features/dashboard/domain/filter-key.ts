/** The filters a dashboard view is computed with (DashboardParams without its parser's typing). */
export interface DashboardFilters {
  startDate?: string | undefined;
  endDate?: string | undefined;
  orgId?: number | undefined;
  districtName?: string | undefined;
  productType?: number | undefined;
}

/** The filters with every one named, absent ones as null. */
export function filtersOf(filters: DashboardFilters) {
  return {
    startDate: filters.startDate ?? null,
    endDate: filters.endDate ?? null,
    orgId: filters.orgId ?? null,
    districtName: filters.districtName ?? null,
    productType: filters.productType ?? null,
  };
}

/** One text per set of filters, whatever order or absent keys they came with: the kept view's key. */
export function filterKey(filters: DashboardFilters): string {
  const named = filtersOf(filters);
  return JSON.stringify([named.startDate, named.endDate, named.orgId, named.districtName, named.productType]);
}

/** The view without filters: the dashboard's first page, kept ahead by the refresh job when it computes slowly. */
export const UNFILTERED_KEY = filterKey({});

/** How many pages a list of `total` rows fills; an empty list still shows page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

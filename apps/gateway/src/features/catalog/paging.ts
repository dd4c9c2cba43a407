/** A paged answer (docs/gateway-api.md, "Paging"). */
export interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

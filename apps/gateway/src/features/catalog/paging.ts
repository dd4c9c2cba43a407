import type { PageRecord } from '@sme/contract/routes/catalog';

/** A paged answer (docs/gateway-api.md, "Paging"). */
export type Page<T> = PageRecord<T>;

import type {
  InstitutionListParams,
  InstitutionRecord,
  PageRecord,
  ProductListParams,
  ProductRecord,
  TopProductsParams,
} from './records.ts';

export type GatewayMethod = 'GET' | 'POST';

export type QueryValue = string | number | boolean | undefined;

export interface GatewayCallOptions {
  /** Query string parameters; undefined values are left out. */
  query?: Readonly<Record<string, QueryValue>>;
  /** JSON body. */
  body?: object;
}

/** One call as the transport sends it. */
export interface GatewayRequest extends GatewayCallOptions {
  method: GatewayMethod;
  /** Path under the gateway's /api base, starting with "/". */
  path: string;
  /** The caller's `Authorization: Bearer …` header, forwarded as is. */
  authorization?: string;
}

/** Sends calls to the gateway: answers the envelope's data or throws an error of ./upstream-errors.ts. */
export interface GatewayTransport {
  send(request: GatewayRequest): Promise<unknown>;
  /** Reaches the gateway's GET /healthz (outside /api); throws like send when it is not healthy. */
  checkHealth(): Promise<unknown>;
  close(): void;
}

/** The gateway as GraphQL resolvers see it: one method per REST call, all on top of `call`. */
export interface GatewayClient {
  call<T>(method: GatewayMethod, path: string, options?: GatewayCallOptions): Promise<T>;
  listProducts(params: ProductListParams): Promise<PageRecord<ProductRecord>>;
  /** null when the product is removed (下架) or unknown. */
  productDetail(id: number): Promise<ProductRecord | null>;
  topProducts(params: TopProductsParams): Promise<ProductRecord[]>;
  listInstitutions(params: InstitutionListParams): Promise<PageRecord<InstitutionRecord>>;
  /** Disabled institutions too (ifNormal false); null when unknown. */
  institutionDetail(id: number): Promise<InstitutionRecord | null>;
}

/** A GatewayClient for one GraphQL request: it carries that request's bearer token to every call. */
export class GatewayApi implements GatewayClient {
  constructor(
    private readonly transport: GatewayTransport,
    private readonly authorization?: string,
  ) {}

  call<T>(method: GatewayMethod, path: string, options: GatewayCallOptions = {}): Promise<T> {
    const request: GatewayRequest = { method, path, ...options };
    if (this.authorization) request.authorization = this.authorization;
    return this.transport.send(request) as Promise<T>;
  }

  listProducts(params: ProductListParams) {
    return this.call<PageRecord<ProductRecord>>('POST', '/loan/product/pc/list', { body: params });
  }

  productDetail(id: number) {
    return this.call<ProductRecord | null>('POST', '/loan/product/pc/detail', { query: { id } });
  }

  topProducts(params: TopProductsParams) {
    return this.call<ProductRecord[]>('POST', '/loan/product/pc/topList', { query: { ...params } });
  }

  listInstitutions(params: InstitutionListParams) {
    return this.call<PageRecord<InstitutionRecord>>('POST', '/org/financial/org/list/front', { body: params });
  }

  institutionDetail(id: number) {
    return this.call<InstitutionRecord | null>('POST', `/org/financial/org/detail/${id}`);
  }
}

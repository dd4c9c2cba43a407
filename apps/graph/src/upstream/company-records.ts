/** The gateway's registry and company-add records (docs/gateway-api.md, "Companies"); resolvers map them. */

/** One entry of `data.body.datas` of GET /data/gzData/yuexiu/query/base (spec §3 company search result). */
export interface RegistryCompanyRecord {
  /** 统一社会信用代码. */
  tyshxydm: string;
  /** 法定代表人 (operator of an individual business). */
  fddbrmc: string;
  /** 企业名称. */
  jgmc: string;
  /** 注册号; may be missing or null. */
  djzchm?: string | null;
}

/** `data.body` of the search: one page, with whether another non-empty page follows. */
export interface CompanySearchRecord {
  datas: RegistryCompanyRecord[];
  pageNum: number;
  pageSize: number;
  hasNextPage: boolean;
}

/** GET /data/gzData/yuexiu/query/base answers `{ body: CompanySearchRecord }`. */
export interface CompanySearchAnswer {
  body: CompanySearchRecord;
}

export interface CompanySearchParams {
  entName: string;
  pageNum: number;
  pageSize: number;
}

/** POST /user/identify/v1/company/add. */
export interface AddCompanyBody {
  companyName: string;
  uniformCode: string;
  legalPerson?: string;
}

/** POST /user/user/setCompanyName. */
export interface SetCompanyNameBody {
  companyId?: number;
  companyName?: string;
}

/** The gateway's content records (docs/gateway-api.md, "Content"). */

export interface ContentSectionRecord {
  heading: string;
  paragraphs: string[];
}

export interface PolicyRecord {
  policyId: number;
  title: string;
  department: string;
  documentNo: string;
  publishDate: string;
  summary: string;
  /** Detail only. */
  sections?: ContentSectionRecord[];
}

export interface PolicyDepartmentRecord {
  department: string;
  policyCount: number;
}

export type ArticleKindRecord = 'news' | 'regional' | 'compensation' | 'reloan';

export interface ArticleRecord {
  id: number;
  kind: ArticleKindRecord;
  title: string;
  summary: string;
  source: string;
  district: string | null;
  publishDate: string;
  /** Details and the compensation and re-loan pages only. */
  sections?: ContentSectionRecord[];
}

/** policy/queryPage body. */
export interface PolicyPageParams {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  department?: string;
  publishDateFrom?: string;
  publishDateTo?: string;
}

/** regional/queryPage body. */
export interface RegionalPageParams {
  pageNum: number;
  pageSize: number;
  district?: string;
}

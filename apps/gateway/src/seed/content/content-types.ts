import type { ContentKind } from '#db/schema.ts';

/** A titled part of a policy or article; its paragraphs are plain text. */
export interface ContentSection {
  heading: string;
  paragraphs: string[];
}

/** A department that publishes policies, with the office that answers questions about them. */
export interface DepartmentSeed {
  key: string;
  name: string;
  office: string;
  phone: string;
  address: string;
  /** 发文字号 prefix, e.g. 粤秀工信 (the number follows: 粤秀工信〔2025〕12号). */
  documentPrefix: string;
}

/** One enterprise policy as written in the data files; its sections are put together by policy-rows.ts. */
export interface PolicySeed {
  department: string;
  /** YYYY-MM-DD. */
  publishDate: string;
  /** The number of the 发文字号 within its year. */
  documentNumber: number;
  title: string;
  summary: string;
  /** 政策依据. */
  basis: string[];
  /** 支持对象. */
  targets: string[];
  /** 支持内容. */
  supports: string[];
  /** 申报流程. */
  process: string[];
}

/** One article of our content model (news, regional finance, compensation, re-loan policy). */
export interface ArticleSeed {
  kind: ContentKind;
  title: string;
  summary: string;
  source: string;
  district?: string;
  /** YYYY-MM-DD. */
  publishDate: string;
  sections: ContentSection[];
}

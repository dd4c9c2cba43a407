import type {
  ArticleDetailRecord,
  ArticleRecord,
  ContentSectionRecord,
  PolicyDepartmentRecord,
  PolicyDetailRecord,
  PolicyRecord,
} from '@sme/contract/routes/content';
import type { ContentKind } from '#db/schema.ts';

export type { ArticleRecord, PolicyRecord };
export type ContentSection = ContentSectionRecord;
export type PolicyDetail = PolicyDetailRecord;
export type DepartmentRecord = PolicyDepartmentRecord;
export type ArticleDetail = ArticleDetailRecord;

export interface PolicyRow {
  id: number;
  title: string;
  department: string;
  document_no: string;
  publish_day: string;
  summary: string;
}

export interface PolicyDetailRow extends PolicyRow {
  sections: unknown;
}

export interface ArticleRow {
  id: number;
  kind: ContentKind;
  title: string;
  summary: string;
  source: string;
  district: string | null;
  publish_day: string;
}

export interface ArticleDetailRow extends ArticleRow {
  sections: unknown;
}

export function toPolicyRecord(row: PolicyRow): PolicyRecord {
  return {
    policyId: row.id,
    title: row.title,
    department: row.department,
    documentNo: row.document_no,
    publishDate: row.publish_day,
    summary: row.summary,
  };
}

export function toPolicyDetail(row: PolicyDetailRow): PolicyDetail {
  return { ...toPolicyRecord(row), sections: toSections(row.sections) };
}

export function toArticleRecord(row: ArticleRow): ArticleRecord {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    source: row.source,
    district: row.district,
    publishDate: row.publish_day,
  };
}

export function toArticleDetail(row: ArticleDetailRow): ArticleDetail {
  return { ...toArticleRecord(row), sections: toSections(row.sections) };
}

/**
 * The stored sections as the wire carries them. The column is JSON an operator may edit by hand: a section that is
 * not {heading, paragraphs[]} of text is left out rather than sent on malformed (PGlite may hand jsonb over as text).
 */
export function toSections(value: unknown): ContentSection[] {
  const parsed = typeof value === 'string' ? safeParse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((section): ContentSection[] => {
    if (typeof section !== 'object' || section === null) return [];
    const { heading, paragraphs } = section as Record<string, unknown>;
    if (typeof heading !== 'string' || !Array.isArray(paragraphs)) return [];
    return [{ heading, paragraphs: paragraphs.filter((p): p is string => typeof p === 'string') }];
  });
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

import type { ContentKind } from '../../db/schema.ts';

/** A titled part of a policy or article; paragraphs are plain text (docs/gateway-api.md, "Content"). */
export interface ContentSection {
  heading: string;
  paragraphs: string[];
}

/** An enterprise policy in the list (docs/gateway-api.md, "PolicyRecord"). */
export interface PolicyRecord {
  policyId: number;
  title: string;
  department: string;
  documentNo: string;
  /** YYYY-MM-DD. */
  publishDate: string;
  summary: string;
}

export interface PolicyDetail extends PolicyRecord {
  sections: ContentSection[];
}

/** A department with the number of its published policies (the list's department filter). */
export interface DepartmentRecord {
  department: string;
  policyCount: number;
}

/** An article of our content model (docs/gateway-api.md, "ArticleRecord"). */
export interface ArticleRecord {
  id: number;
  kind: ContentKind;
  title: string;
  summary: string;
  source: string;
  district: string | null;
  /** YYYY-MM-DD. */
  publishDate: string;
}

export interface ArticleDetail extends ArticleRecord {
  sections: ContentSection[];
}

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

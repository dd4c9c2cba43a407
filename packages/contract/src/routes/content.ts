/** 惠企政策 and our information pages' articles (docs/gateway-api.md, "Content"). */
import { z } from 'zod';
import { MAX_ID } from '../fields.ts';
import type { PageRecord } from './catalog.ts';
import { blanksDropped, int, jsonObject, keyword, paging, required, text } from './input-fields.ts';
import { route, routeWithoutInput } from './route.ts';

const DEPARTMENT_MAX = 50;
const DISTRICT_MAX = 20;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A titled part of a policy or article; paragraphs are plain text. */
export interface ContentSectionRecord {
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

export interface PolicyDetailRecord extends PolicyRecord {
  sections: ContentSectionRecord[];
}

/** A department with the number of its published policies (the list's department filter). */
export interface PolicyDepartmentRecord {
  department: string;
  policyCount: number;
}

export type ArticleKindRecord = 'news' | 'regional' | 'compensation' | 'reloan';

/** An article of our content model (docs/gateway-api.md, "ArticleRecord"). */
export interface ArticleRecord {
  id: number;
  kind: ArticleKindRecord;
  title: string;
  summary: string;
  source: string;
  district: string | null;
  /** YYYY-MM-DD. */
  publishDate: string;
}

export interface ArticleDetailRecord extends ArticleRecord {
  sections: ContentSectionRecord[];
}

/** True when the text names a day of the calendar (2025-02-30 does not). */
function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day written YYYY-MM-DD. */
function day(label: string) {
  return z
    .string({ error: `${label}必须是文本，格式为 YYYY-MM-DD` })
    .trim()
    .refine((value) => DAY.test(value), { error: `${label}格式应为 YYYY-MM-DD` })
    .refine(isCalendarDay, { error: `${label}不是有效的日期` });
}

const articlePage = blanksDropped(jsonObject({ ...paging }));
const articleId = jsonObject({ id: required('文章ID', int('文章ID', 1, MAX_ID)) });

/** Published policies: paging, words of the title, summary or 发文字号, one department, a publication date range. */
export const policyPage = route<PageRecord<PolicyRecord>>()({
  method: 'POST',
  path: '/data/gz/hq/policy/queryPage',
  inputIn: 'body',
  input: blanksDropped(
    jsonObject({
      ...paging,
      keyword,
      department: text('发布部门', DEPARTMENT_MAX).optional(),
      publishDateFrom: day('发布日期起').optional(),
      publishDateTo: day('发布日期止').optional(),
    }).refine(
      ({ publishDateFrom, publishDateTo }) =>
        publishDateFrom === undefined || publishDateTo === undefined || publishDateFrom <= publishDateTo,
      { error: '发布日期起不能晚于发布日期止' },
    ),
  ),
});

/** Form-encoded (spec §7): the id in the path; a policyId in the form, when sent, must name the same policy. */
export const policyDetail = route<PolicyDetailRecord>()({
  method: 'POST',
  path: '/data/gz/hq/policy/queryDetail/:policyId',
  inputIn: 'pathAndForm',
  input: z
    .object({
      path: jsonObject({ policyId: required('政策ID', int('政策ID', 1, MAX_ID)) }),
      form: blanksDropped(jsonObject({ policyId: int('政策ID', 1, MAX_ID).optional() })),
    })
    .refine(({ path, form }) => form.policyId === undefined || form.policyId === path.policyId, {
      error: '表单中的政策ID与路径中的不一致',
    }),
});

export const policyDepartments = routeWithoutInput<PolicyDepartmentRecord[]>()(
  'POST',
  '/data/gz/hq/policy/departments',
);

export const newsPage = route<PageRecord<ArticleRecord>>()({
  method: 'POST',
  path: '/data/gz/hq/news/queryPage',
  inputIn: 'body',
  input: articlePage,
});

export const newsDetail = route<ArticleDetailRecord>()({
  method: 'POST',
  path: '/data/gz/hq/news/queryDetail/:id',
  inputIn: 'path',
  input: articleId,
});

/** The regional finance list: paging and, optionally, one district. */
export const regionalPage = route<PageRecord<ArticleRecord>>()({
  method: 'POST',
  path: '/data/gz/hq/regional/queryPage',
  inputIn: 'body',
  input: blanksDropped(jsonObject({ ...paging, district: text('区域', DISTRICT_MAX).optional() })),
});

export const regionalDetail = route<ArticleDetailRecord>()({
  method: 'POST',
  path: '/data/gz/hq/regional/queryDetail/:id',
  inputIn: 'path',
  input: articleId,
});

/** The compensation page shows its articles whole. */
export const compensationPage = route<PageRecord<ArticleDetailRecord>>()({
  method: 'POST',
  path: '/data/gz/hq/compensate/queryPage',
  inputIn: 'body',
  input: articlePage,
});

/** The re-loan policy page shows its articles whole. */
export const reloanPage = route<PageRecord<ArticleDetailRecord>>()({
  method: 'POST',
  path: '/data/gz/hq/reloan/queryPage',
  inputIn: 'body',
  input: articlePage,
});

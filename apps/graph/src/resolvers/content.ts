import type {
  ArticleKind,
  ArticleResolvers,
  PolicyDepartmentResolvers,
  PolicyResolvers,
  QueryResolvers,
} from '../generated/resolvers-types.ts';
import type { ArticleKindRecord } from '../upstream/content-records.ts';
import { paging, positiveId } from '../validation/arguments.ts';
import { policyPageParams, regionalPageParams } from '../validation/content-arguments.ts';

const ARTICLE_KINDS: Record<ArticleKindRecord, ArticleKind> = {
  news: 'NEWS',
  regional: 'REGIONAL_FINANCE',
  compensation: 'COMPENSATION',
  reloan: 'RELOAN_POLICY',
};

export const contentQuery: QueryResolvers = {
  policies: (_parent, args, { gateway }) => gateway.listPolicies(policyPageParams(args)),
  policy: (_parent, { id }, { gateway }) => gateway.policyDetail(positiveId(id, '政策编号', 'id')),
  policyDepartments: (_parent, _args, { gateway }) => gateway.policyDepartments(),
  newsArticles: (_parent, { page }, { gateway }) => gateway.listNews(paging(page)),
  newsArticle: (_parent, { id }, { gateway }) => gateway.newsDetail(positiveId(id, '文章编号', 'id')),
  regionalFinanceArticles: (_parent, args, { gateway }) => gateway.listRegionalFinance(regionalPageParams(args)),
  regionalFinanceArticle: (_parent, { id }, { gateway }) =>
    gateway.regionalFinanceDetail(positiveId(id, '文章编号', 'id')),
  compensationArticles: (_parent, { page }, { gateway }) => gateway.compensationArticles(paging(page)),
  reloanPolicyArticles: (_parent, { page }, { gateway }) => gateway.reloanPolicyArticles(paging(page)),
};

export const policyFields: PolicyResolvers = {
  id: (policy) => String(policy.policyId),
  sections: (policy) => policy.sections ?? null,
};

export const policyDepartmentFields: PolicyDepartmentResolvers = {
  name: (department) => department.department,
};

export const articleFields: ArticleResolvers = {
  id: (article) => String(article.id),
  kind: (article) => ARTICLE_KINDS[article.kind],
  sections: (article) => article.sections ?? null,
};

import * as content from '@sme/contract/routes/content';
import type {
  ArticleKind,
  ArticleResolvers,
  PolicyDepartmentResolvers,
  PolicyResolvers,
  QueryResolvers,
} from '#generated/resolvers-types.ts';
import type { ArticleKindRecord } from '#upstream/content-records.ts';
import { paging, positiveId } from '#validation/arguments.ts';
import { policyPageParams, regionalPageParams } from '#validation/content-arguments.ts';

const ARTICLE_KINDS: Record<ArticleKindRecord, ArticleKind> = {
  news: 'NEWS',
  regional: 'REGIONAL_FINANCE',
  compensation: 'COMPENSATION',
  reloan: 'RELOAN_POLICY',
};

export const contentQuery: QueryResolvers = {
  policies: (_parent, args, { gateway }) => gateway.send(content.policyPage, policyPageParams(args)),
  policy: (_parent, { id }, { gateway }) => {
    const policyId = positiveId(id, '政策编号', 'id');
    return gateway.send(content.policyDetail, { path: { policyId }, form: { policyId } });
  },
  policyDepartments: (_parent, _args, { gateway }) => gateway.send(content.policyDepartments),
  newsArticles: (_parent, { page }, { gateway }) => gateway.send(content.newsPage, paging(page)),
  newsArticle: (_parent, { id }, { gateway }) =>
    gateway.send(content.newsDetail, { id: positiveId(id, '文章编号', 'id') }),
  regionalFinanceArticles: (_parent, args, { gateway }) => gateway.send(content.regionalPage, regionalPageParams(args)),
  regionalFinanceArticle: (_parent, { id }, { gateway }) =>
    gateway.send(content.regionalDetail, { id: positiveId(id, '文章编号', 'id') }),
  compensationArticles: (_parent, { page }, { gateway }) => gateway.send(content.compensationPage, paging(page)),
  reloanPolicyArticles: (_parent, { page }, { gateway }) => gateway.send(content.reloanPage, paging(page)),
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

import type { Insertable } from 'kysely';
import type { ContentArticleTable, EnterprisePolicyTable } from '#db/schema.ts';
import type { ArticleSeed, ContentSection, DepartmentSeed, PolicySeed } from './content-types.ts';
import { departmentSeeds } from './departments.data.ts';
import { newsSeeds } from './news.data.ts';
import { financePolicySeeds } from './policies-finance.data.ts';
import { industryPolicySeeds } from './policies-industry.data.ts';
import { programmeSeeds } from './programmes.data.ts';
import { regionalFinanceSeeds } from './regional-finance.data.ts';

/** Every seeded policy, oldest first (ids then follow publication order). */
export const policySeeds: PolicySeed[] = [...industryPolicySeeds, ...financePolicySeeds].sort((a, b) =>
  a.publishDate.localeCompare(b.publishDate),
);

/** Every seeded article of our content model, oldest first. */
export const articleSeeds: ArticleSeed[] = [...newsSeeds, ...regionalFinanceSeeds, ...programmeSeeds].sort((a, b) =>
  a.publishDate.localeCompare(b.publishDate),
);

export function departmentOf(policy: PolicySeed): DepartmentSeed {
  const department = departmentSeeds.find((seed) => seed.key === policy.department);
  if (!department) throw new Error(`Seed policy ${policy.title} names an unknown department: ${policy.department}`);
  return department;
}

/** 发文字号, e.g. 粤秀工信〔2025〕13号. */
export function documentNo(policy: PolicySeed): string {
  return `${departmentOf(policy).documentPrefix}〔${policy.publishDate.slice(0, 4)}〕${policy.documentNumber}号`;
}

/** The five parts of a policy's text; 联系方式 comes from its department. */
export function policySections(policy: PolicySeed): ContentSection[] {
  const department = departmentOf(policy);
  return [
    { heading: '政策依据', paragraphs: policy.basis },
    { heading: '支持对象', paragraphs: policy.targets },
    { heading: '支持内容', paragraphs: policy.supports },
    { heading: '申报流程', paragraphs: policy.process },
    {
      heading: '联系方式',
      paragraphs: [
        `咨询单位：${department.office}`,
        `咨询电话：${department.phone}（工作日 9:00-12:00，14:00-18:00）`,
        `办公地址：${department.address}`,
      ],
    },
  ];
}

export function policyRow(policy: PolicySeed): Insertable<EnterprisePolicyTable> {
  return {
    title: policy.title,
    department: departmentOf(policy).name,
    document_no: documentNo(policy),
    publish_date: policy.publishDate,
    summary: policy.summary,
    sections: JSON.stringify(policySections(policy)),
  };
}

export function articleRow(article: ArticleSeed): Insertable<ContentArticleTable> {
  return {
    kind: article.kind,
    title: article.title,
    summary: article.summary,
    source: article.source,
    district: article.district ?? null,
    publish_date: article.publishDate,
    sections: JSON.stringify(article.sections),
  };
}

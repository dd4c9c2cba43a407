/** The gateway's content records (@sme/contract/routes/content) as GraphQL resolvers map them to the schema. */
import type {
  ArticleRecord as ArticleListRecord,
  ContentSectionRecord,
  PolicyRecord as PolicyListRecord,
} from '@sme/contract/routes/content';

export type { ArticleKindRecord, PolicyDepartmentRecord } from '@sme/contract/routes/content';

/** A policy of the list or the detail (sections: detail only). */
export type PolicyRecord = PolicyListRecord & { sections?: ContentSectionRecord[] };

/** An article; sections on details and the compensation and re-loan pages only. */
export type ArticleRecord = ArticleListRecord & { sections?: ContentSectionRecord[] };

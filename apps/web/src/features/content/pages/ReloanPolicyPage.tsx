import { graphql } from '#gql';
import { ContentPageFrame } from '../components/ContentPageFrame';
import { ProgrammeArticles } from '../components/ProgrammeArticles';
import { useProgrammeArticles } from '../use-programme-articles';

const ReloanPolicyQuery = graphql(`
  query ReloanPolicy($page: PageInput) {
    reloanPolicyArticles(page: $page) {
      total
      records {
        ...ArticleText
      }
    }
  }
`);

/** 再贷款政策 (spec §2 /reloanPolicy): what the central bank's re-loans give small enterprises and how to use them. */
export function ReloanPolicyPage() {
  const { data, ...programme } = useProgrammeArticles(ReloanPolicyQuery);
  return (
    <ContentPageFrame title="再贷款政策" lead="人民银行再贷款资金支持小微企业和科技创新，利率更优惠">
      <ProgrammeArticles articles={data?.reloanPolicyArticles.records} {...programme} />
    </ContentPageFrame>
  );
}

import { useQuery } from '@apollo/client/react';
import { graphql } from '#gql';
import { ContentPageFrame } from '../components/ContentPageFrame';
import { ProgrammeArticles } from '../components/ProgrammeArticles';

/** The page shows its whole programme: far fewer articles than this. */
const ARTICLES_SHOWN = 20;

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
  const { data, error, refetch } = useQuery(ReloanPolicyQuery, {
    variables: { page: { pageNum: 1, pageSize: ARTICLES_SHOWN } },
  });
  return (
    <ContentPageFrame title="再贷款政策" lead="人民银行再贷款资金支持小微企业和科技创新，利率更优惠">
      <ProgrammeArticles articles={data?.reloanPolicyArticles.records} error={error} onRetry={() => void refetch()} />
    </ContentPageFrame>
  );
}

import { useQuery } from '@apollo/client/react';
import { graphql } from '#gql';
import { ContentPageFrame } from '../components/ContentPageFrame';
import { ProgrammeArticles } from '../components/ProgrammeArticles';

/** The page shows its whole programme: far fewer articles than this. */
const ARTICLES_SHOWN = 20;

const CompensationQuery = graphql(`
  query Compensation($page: PageInput) {
    compensationArticles(page: $page) {
      total
      records {
        ...ArticleText
      }
    }
  }
`);

/** 企业融资风险补偿 (spec §2 /compensate): the region's risk compensation fund, its partners and its procedure. */
export function CompensatePage() {
  const { data, error, refetch } = useQuery(CompensationQuery, {
    variables: { page: { pageNum: 1, pageSize: ARTICLES_SHOWN } },
  });
  return (
    <ContentPageFrame title="企业融资风险补偿" lead="财政资金与银行、担保机构共担风险，让中小微企业更容易获得贷款">
      <ProgrammeArticles articles={data?.compensationArticles.records} error={error} onRetry={() => void refetch()} />
    </ContentPageFrame>
  );
}

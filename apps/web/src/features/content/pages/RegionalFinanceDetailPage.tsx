import { graphql } from '#gql';
import { ArticleDetail } from '../components/TextDetail';
import { useContentDetail } from '../use-content-detail';

const RegionalFinanceDetailQuery = graphql(`
  query RegionalFinanceDetail($id: ID!) {
    regionalFinanceArticle(id: $id) {
      ...ArticleText
      summary
      district
    }
  }
`);

/** 区域金融详情 (spec §2 /regionalFinance/{id}): one district's finance article. */
export function RegionalFinanceDetailPage() {
  const { data, ...detail } = useContentDetail(RegionalFinanceDetailQuery);
  return (
    <ArticleDetail
      pageTitle="区域金融"
      back={{ to: '/regionalFinance', label: '返回区域金融' }}
      {...detail}
      article={data?.regionalFinanceArticle}
    />
  );
}

import { graphql } from '#gql';
import { TextDetail } from '../components/TextDetail';
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
  const article = data?.regionalFinanceArticle;
  return (
    <TextDetail
      pageTitle="区域金融"
      back={{ to: '/regionalFinance', label: '返回区域金融' }}
      missing="该文章不存在或已下线"
      {...detail}
      text={
        article && {
          title: article.title,
          summary: article.summary,
          published: [article.district, `来源：${article.source}`, `发布日期：${article.publishDate}`],
          sections: article.sections,
        }
      }
    />
  );
}

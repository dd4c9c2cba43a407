import { graphql } from '#gql';
import { ArticleDetail } from '../components/TextDetail';
import { useContentDetail } from '../use-content-detail';

const NewsDetailQuery = graphql(`
  query NewsDetail($id: ID!) {
    newsArticle(id: $id) {
      ...ArticleText
      summary
    }
  }
`);

/** 新闻资讯 (spec §2 /news/{id}): one news article. */
export function NewsDetailPage() {
  const { data, ...detail } = useContentDetail(NewsDetailQuery);
  return (
    <ArticleDetail pageTitle="新闻资讯" back={{ to: '/', label: '返回首页' }} {...detail} article={data?.newsArticle} />
  );
}

import { graphql } from '#gql';
import { TextDetail } from '../components/TextDetail';
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
  const article = data?.newsArticle;
  return (
    <TextDetail
      pageTitle="新闻资讯"
      back={{ to: '/', label: '返回首页' }}
      missing="该文章不存在或已下线"
      {...detail}
      text={
        article && {
          title: article.title,
          summary: article.summary,
          published: [`来源：${article.source}`, `发布日期：${article.publishDate}`],
          sections: article.sections,
        }
      }
    />
  );
}

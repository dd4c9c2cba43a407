import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { QUIET_ERRORS } from '../../../shared/api/request-context';
import { TextDetail } from '../components/TextDetail';
import { isContentId } from '../content-errors';

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
  const { id } = useParams();
  const validId = isContentId(id);
  const { data, error, refetch } = useQuery(NewsDetailQuery, {
    variables: { id: id ?? '' },
    skip: !validId,
    context: QUIET_ERRORS,
  });
  const article = data?.newsArticle;
  return (
    <TextDetail
      pageTitle="新闻资讯"
      back={{ to: '/', label: '返回首页' }}
      missing="该文章不存在或已下线"
      validId={validId}
      error={error}
      onRetry={() => void refetch()}
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

import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { QUIET_ERRORS } from '../../../shared/api/request-context';
import { TextDetail } from '../components/TextDetail';
import { isContentId } from '../content-errors';

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
  const { id } = useParams();
  const validId = isContentId(id);
  const { data, error, refetch } = useQuery(RegionalFinanceDetailQuery, {
    variables: { id: id ?? '' },
    skip: !validId,
    context: QUIET_ERRORS,
  });
  const article = data?.regionalFinanceArticle;
  return (
    <TextDetail
      pageTitle="区域金融"
      back={{ to: '/regionalFinance', label: '返回区域金融' }}
      missing="该文章不存在或已下线"
      validId={validId}
      error={error}
      onRetry={() => void refetch()}
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

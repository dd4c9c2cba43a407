import type { ArticleTextFragment } from '#gql/graphql.ts';
import { TextDetail, type TextDetailProps } from './TextDetail';

type ArticleDetailProps = Omit<TextDetailProps, 'missing' | 'text' | 'footer' | 'aside'> & {
  /** A district's article (区域金融) names its district first. */
  article: (ArticleTextFragment & { summary: string; district?: string | null }) | undefined;
};

/** A news or regional-finance article's page: its district if any, 来源 and 发布日期, its summary and its text. */
export function ArticleDetail({ article, ...page }: ArticleDetailProps) {
  return (
    <TextDetail
      {...page}
      missing="该文章不存在或已下线"
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

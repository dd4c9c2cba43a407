import { Heading, Stack } from '@chakra-ui/react';
import { type FragmentType, getFragmentData, graphql } from '#gql';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { SkeletonStack } from '#shared/ui/SkeletonStack.tsx';
import { PublishedLine } from './ContentPageFrame';
import { ContentSections } from './ContentSections';

/** The fields of an article as the information pages show it; spread it in every query that shows articles. */
export const ArticleTextFields = graphql(`
  fragment ArticleText on Article {
    id
    title
    source
    publishDate
    sections {
      heading
      paragraphs
    }
  }
`);

export type ProgrammeArticle = FragmentType<typeof ArticleTextFields>;

interface ProgrammeArticlesProps {
  articles: readonly ProgrammeArticle[] | undefined;
  error: unknown;
  onRetry: () => void;
}

/** The compensation and re-loan pages: each of their articles in full, one card each, newest first. */
export function ProgrammeArticles({ articles: articleRefs, error, onRetry }: ProgrammeArticlesProps) {
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  const articles = getFragmentData(ArticleTextFields, articleRefs);
  if (!articles) {
    return <SkeletonStack gap="4" count={2} height="220px" />;
  }
  if (articles.length === 0) return <NoData />;
  return (
    <Stack gap="5">
      {articles.map((article) => (
        <Stack
          as="article"
          key={article.id}
          gap="4"
          bg="white"
          borderRadius="lg"
          borderWidth="1px"
          p={{ base: '4', md: '7' }}
          aria-label={article.title}
        >
          <Stack gap="2" borderBottomWidth="1px" pb="3">
            <Heading as="h2" size={{ base: 'lg', md: 'xl' }} lineHeight="short">
              {article.title}
            </Heading>
            <PublishedLine parts={[`来源：${article.source}`, `发布日期：${article.publishDate}`]} />
          </Stack>
          <ContentSections sections={article.sections ?? []} />
        </Stack>
      ))}
    </Stack>
  );
}

import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData } from '#gql';
import { DetailError, DetailUnavailable } from '#shared/ui/DetailStates.tsx';
import { missingContentMessage } from '../content-errors';
import { ContentPageFrame, PublishedLine } from './ContentPageFrame';
import { ContentSections } from './ContentSections';
import { ArticleTextFields, type ProgrammeArticle } from './ProgrammeArticles';

export interface DetailText {
  title: string;
  summary: string;
  /** Who published it, its 发文字号 or district, and the day: shown in this order. */
  published: readonly (string | null | undefined)[];
  sections: readonly { heading: string; paragraphs: readonly string[] }[] | null;
}

export interface TextDetailProps {
  /** The frame's title: the page's name (惠企政策, 新闻资讯, 区域金融). */
  pageTitle: string;
  /** The list to go back to. */
  back: { to: string; label: string };
  /** What to say of an id that names nothing. */
  missing: string;
  /** false when the route's id cannot name anything (nothing was asked). */
  validId: boolean;
  text: DetailText | undefined;
  error: unknown;
  onRetry: () => void;
  /** Under the text: related links. */
  footer?: ReactNode;
  /** Between the summary and the text: what the app layer adds (the company's policy match). */
  aside?: ReactNode;
}

/** A policy or article page: its title, who published it, its summary and its text; or why it cannot be shown. */
export function TextDetail({
  pageTitle,
  back,
  missing,
  validId,
  text,
  error,
  onRetry,
  footer,
  aside,
}: TextDetailProps) {
  if (!validId) return <DetailUnavailable message={missing} back={back} />;
  if (error) {
    const message = missingContentMessage(error);
    return message ? (
      <DetailUnavailable message={message} back={back} />
    ) : (
      <DetailError error={error} onRetry={onRetry} />
    );
  }
  return (
    <ContentPageFrame title={pageTitle}>
      <Stack as="article" gap="5" bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '8' }}>
        {!text ? (
          <Stack gap="4" aria-busy="true">
            <Skeleton h="8" w="80%" />
            <Skeleton h="4" w="40%" />
            <Skeleton h="40" />
          </Stack>
        ) : (
          <>
            <Stack gap="3" borderBottomWidth="1px" pb="4">
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="short">
                {text.title}
              </Heading>
              <PublishedLine parts={text.published} />
            </Stack>
            <Box bg="brand.50" borderRadius="md" p="4">
              <Text color="gray.700" lineHeight="tall">
                {text.summary}
              </Text>
            </Box>
            {aside}
            <ContentSections sections={text.sections ?? []} />
          </>
        )}
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="6">
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={back.to}>{back.label}</RouterLink>
        </Button>
        {footer}
      </Stack>
    </ContentPageFrame>
  );
}

type ArticleDetailProps = Omit<TextDetailProps, 'missing' | 'text' | 'footer' | 'aside'> & {
  /** A district's article (区域金融) names its district first. */
  article: (ProgrammeArticle & { summary: string; district?: string | null }) | undefined;
};

/** A news or regional-finance article's page: its district if any, 来源 and 发布日期, its summary and its text. */
export function ArticleDetail({ article, ...page }: ArticleDetailProps) {
  const text = getFragmentData(ArticleTextFields, article);
  return (
    <TextDetail
      {...page}
      missing="该文章不存在或已下线"
      text={
        article &&
        text && {
          title: text.title,
          summary: article.summary,
          published: [article.district, `来源：${text.source}`, `发布日期：${text.publishDate}`],
          sections: text.sections,
        }
      }
    />
  );
}

import { List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';

const splitParagraphs = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

interface ParagraphsProps {
  text: string | null | undefined;
  /** Render the paragraphs as a numbered list (conditions, materials). */
  numbered?: boolean;
  empty?: string;
}

/** Plain text with paragraphs separated by newlines, rendered as paragraphs or a list (never as HTML). */
export function Paragraphs({ text, numbered = false, empty = '暂无' }: ParagraphsProps) {
  const paragraphs = splitParagraphs(text);
  if (paragraphs.length === 0) return <Text color="gray.500">{empty}</Text>;
  if (numbered) {
    return (
      <List.Root
        recipe={listSlotRecipe}
        as="ol"
        listStyleType="decimal"
        ps="5"
        gap="2"
        color="gray.700"
        lineHeight="tall"
      >
        {paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items of a static text; the same line may repeat
          <List.Item key={index}>{paragraph}</List.Item>
        ))}
      </List.Root>
    );
  }
  return (
    <Stack gap="2">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a static text; the same text may repeat
        <Text key={index} lineHeight="tall" color="gray.700">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}

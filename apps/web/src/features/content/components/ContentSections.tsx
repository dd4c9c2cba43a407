import { Heading, Stack, Text } from '@chakra-ui/react';

interface Section {
  heading: string;
  paragraphs: readonly string[];
}

/** The text of a policy or article: titled parts of plain-text paragraphs (never HTML). */
export function ContentSections({ sections }: { sections: readonly Section[] }) {
  return (
    <Stack gap="6">
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one static text; headings may be empty or repeat
        <Stack as="section" key={index} gap="2">
          {section.heading && (
            <Heading as="h2" size="md" color="brand.700" borderStartWidth="4px" borderColor="brand.600" ps="3">
              {section.heading}
            </Heading>
          )}
          {section.paragraphs.map((paragraph, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a static text; the same text may repeat
            <Text key={at} lineHeight="tall" color="gray.700" textIndent="2em" overflowWrap="anywhere">
              {paragraph}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

import { Heading, Stack, Text } from '@chakra-ui/react';

/** A page's h1 with the grey line under it that says what the page is for. */
export function PageTitle({ title, lead, gap = '1' }: { title: string; lead: string; gap?: '1' | '2' }) {
  return (
    <Stack gap={gap}>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="gray.600">{lead}</Text>
    </Stack>
  );
}

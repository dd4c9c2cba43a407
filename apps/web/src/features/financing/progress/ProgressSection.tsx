import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled block of the progress view: a white bordered section whose h3 carries the brand bar. */
export function ProgressSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" p="5" bg="white" data-testid={testId}>
      <Heading as="h3" size="sm" mb="4" borderStartWidth="4px" borderColor="brand.600" ps="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

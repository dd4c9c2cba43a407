import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A section title with a brand bar, an optional subtitle and an optional action on the right. */
export function SectionHeading({ title, subtitle, action }: { title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <Flex align="end" justify="space-between" mb="5" gap="4">
      <Box borderStartWidth="4px" borderColor="brand.600" ps="3">
        <Heading as="h2" size="lg" color="gray.800">
          {title}
        </Heading>
        {subtitle && (
          <Text fontSize="sm" color="gray.500" mt="1">
            {subtitle}
          </Text>
        )}
      </Box>
      {action}
    </Flex>
  );
}

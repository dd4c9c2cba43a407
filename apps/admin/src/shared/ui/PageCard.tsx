import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A workbench page on one white card under its title: with `actions` (its filters) beside the title, or with an
 * `intro` line below it.
 */
export function PageCard({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box bg="white" borderRadius="lg" p="6" boxShadow="sm">
      {actions ? (
        <HStack justify="space-between" mb="4" wrap="wrap" gap="3">
          <Heading size="md">{title}</Heading>
          {actions}
        </HStack>
      ) : (
        <Heading size="md" mb={intro ? '1' : '4'}>
          {title}
        </Heading>
      )}
      {intro ? (
        <Text fontSize="sm" color="gray.500" mb="4">
          {intro}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}

import { Box, Container, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ContentPageFrameProps {
  title: string;
  /** A line under the title: what the page holds. */
  lead?: string;
  children: ReactNode;
}

/** The frame of the information pages: a title band and a readable column (phone width included). */
export function ContentPageFrame({ title, lead, children }: ContentPageFrameProps) {
  return (
    <>
      <Box bg="brand.700" color="white" py={{ base: '6', md: '10' }}>
        <Container maxW="5xl">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {lead && (
            <Text mt="2" color="brand.100" fontSize={{ base: 'sm', md: 'md' }}>
              {lead}
            </Text>
          )}
        </Container>
      </Box>
      <Container maxW="5xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
        {children}
      </Container>
    </>
  );
}

/** Who published a text and when, under its title. */
export function PublishedLine({ parts }: { parts: readonly (string | null | undefined)[] }) {
  return (
    <HStack gap="3" wrap="wrap" fontSize="sm" color="gray.500">
      {parts.filter(Boolean).map((part) => (
        <Text as="span" key={part}>
          {part}
        </Text>
      ))}
    </HStack>
  );
}

import { Box, Container, Heading, HStack, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

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

interface ContentCardProps {
  /** The detail page: the whole card opens it. */
  to: string;
  title: string;
  /** A line above the title (区域金融's district and date). */
  kicker?: ReactNode;
  /** What follows the title: who published it, its summary. */
  children: ReactNode;
}

/** A card of a content list (a policy, an article): its title linking to the detail, and what the list shows of it. */
export function ContentCard({ to, title, kicker, children }: ContentCardProps) {
  return (
    <LinkBox
      as="article"
      bg="white"
      borderRadius="lg"
      borderWidth="1px"
      p={{ base: '4', md: '5' }}
      _hover={{ borderColor: 'brand.300', shadow: 'sm' }}
    >
      {kicker}
      <Heading as="h2" size={{ base: 'md', md: 'lg' }} lineHeight="short">
        <LinkOverlay asChild>
          <RouterLink to={to}>{title}</RouterLink>
        </LinkOverlay>
      </Heading>
      {children}
    </LinkBox>
  );
}

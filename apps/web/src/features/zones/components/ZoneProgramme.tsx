import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A zone's banner: its name, its one-line slogan and the programme's paragraphs. */
export function ZoneProgramme({
  name,
  slogan,
  programme,
  children,
}: {
  name: string;
  slogan: string;
  programme: readonly string[];
  children?: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-label="专区介绍"
      bgGradient="to-r"
      gradientFrom="brand.700"
      gradientTo="brand.500"
      color="white"
      borderRadius="xl"
      p={{ base: '5', md: '8' }}
      data-testid="zone-programme"
    >
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {name}
      </Heading>
      {slogan && (
        <Text mt="2" fontSize={{ base: 'md', md: 'lg' }} opacity={0.95}>
          {slogan}
        </Text>
      )}
      <Stack gap="2" mt="5" maxW="4xl">
        {programme.map((paragraph) => (
          <Text key={paragraph} lineHeight="tall" opacity={0.92}>
            {paragraph}
          </Text>
        ))}
      </Stack>
      {children}
    </Box>
  );
}

import { LinkBox } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A card of a content list (a policy, an article): the whole card opens what its LinkOverlay names. */
export function ContentCard({ children }: { children: ReactNode }) {
  return (
    <LinkBox
      as="article"
      bg="white"
      borderRadius="lg"
      borderWidth="1px"
      p={{ base: '4', md: '5' }}
      _hover={{ borderColor: 'brand.300', shadow: 'sm' }}
    >
      {children}
    </LinkBox>
  );
}

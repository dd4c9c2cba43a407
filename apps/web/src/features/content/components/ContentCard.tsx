import { Heading, LinkBox, LinkOverlay } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

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

import { Box, Container, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface Entry {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  color: string;
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The main services, one card each. */
export const ENTRIES: Entry[] = [
  {
    to: '/product',
    title: '金融超市',
    description: '比选各类融资产品',
    color: 'brand.600',
    icon: <path {...stroke} d="M4 7h16l-1.5 9h-13L4 7Zm3 13h.01M17 20h.01M4 7 3 4H1" />,
  },
  {
    to: '/financialInstitution',
    title: '金融机构',
    description: '了解合作金融机构',
    color: 'teal.600',
    icon: <path {...stroke} d="M3 10h18M5 10v8m4-8v8m6-8v8m4-8v8M3 21h18M12 3l9 5H3l9-5Z" />,
  },
  {
    to: '/enterpriseFriendly',
    title: '惠企政策',
    description: '查询最新扶持政策',
    color: 'orange.500',
    icon: <path {...stroke} d="M6 3h9l4 4v14H6V3Zm9 0v4h4M9 12h7M9 16h7" />,
  },
  {
    to: '/financeRelease',
    title: '发布需求',
    description: '机构主动对接服务',
    color: 'purple.600',
    icon: <path {...stroke} d="M4 20l4-1 11-11-3-3L5 16l-1 4Zm10-13 3 3" />,
  },
  {
    to: '/oneClickRate',
    title: '一键测额',
    description: '快速估算融资额度',
    color: 'green.600',
    icon: <path {...stroke} d="M5 3h14v18H5V3Zm3 4h8M8 11h2m3 0h3m-8 4h2m3 0h3" />,
  },
  {
    to: '/lendingcenter',
    title: '续贷中心',
    description: '到期续贷无缝衔接',
    color: 'cyan.600',
    icon: <path {...stroke} d="M20 12a8 8 0 1 1-3-6.2M20 4v5h-5" />,
  },
];

export function EntryCards() {
  return (
    <Container maxW="7xl" mt={{ base: '6', md: '-10' }} position="relative" zIndex="1">
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="4">
        {ENTRIES.map((entry) => (
          <LinkBox
            key={entry.to}
            bg="white"
            borderRadius="lg"
            boxShadow="md"
            p="5"
            textAlign="center"
            transition="transform 0.2s"
            _hover={{ transform: 'translateY(-4px)' }}
          >
            <Box color={entry.color} display="inline-flex" mb="2">
              <svg width="36" height="36" viewBox="0 0 24 24" aria-hidden="true">
                {entry.icon}
              </svg>
            </Box>
            <Heading as="h2" size="md" mb="1">
              <LinkOverlay asChild>
                <RouterLink to={entry.to}>{entry.title}</RouterLink>
              </LinkOverlay>
            </Heading>
            <Text fontSize="xs" color="gray.500">
              {entry.description}
            </Text>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Container>
  );
}

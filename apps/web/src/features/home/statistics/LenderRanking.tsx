import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { HomeStatisticsQuery } from '#gql/graphql.ts';
import { institutionPath } from '#shared/catalog/catalog-paths.ts';
import { wanText } from '#shared/format/amount.ts';
import { LogoImage } from '#shared/ui/LogoImage.tsx';
import { NoData } from '#shared/ui/NoData.tsx';

/** Institutions listed on the home page; the total lent is over all of them. */
export const RANKING_SHOWN = 10;

type Rank = HomeStatisticsQuery['lenderRanking'][number];

/** 机构放款排行: the institutions that lent most through the platform, each linking to its page. */
export function LenderRanking({ ranking }: { ranking: readonly Rank[] }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="5" h="full">
      <Heading as="h3" size="md" mb="4">
        机构放款排行
      </Heading>
      {ranking.length === 0 ? (
        <NoData />
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" data-testid="lender-ranking">
          {ranking.slice(0, RANKING_SHOWN).map((entry) => (
            <HStack as="li" key={entry.institutionId} gap="3" data-testid="lender-rank">
              <Badge
                colorPalette={entry.rank <= 3 ? 'orange' : 'gray'}
                variant="solid"
                minW="6"
                justifyContent="center"
              >
                {entry.rank}
              </Badge>
              <LogoImage src={entry.logo} name={entry.institutionName} size="32px" />
              <Link asChild flex="1" minW="0" color="gray.800" _hover={{ color: 'brand.600' }}>
                <RouterLink to={institutionPath(entry.institutionId)}>
                  <Text truncate>{entry.institutionName}</Text>
                </RouterLink>
              </Link>
              <Text fontSize="sm" color="gray.600" whiteSpace="nowrap" data-testid="lender-amount">
                {wanText(entry.loanAmount)} · {entry.loanCount}笔
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

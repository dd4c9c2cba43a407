import { useQuery } from '@apollo/client/react';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { graphql } from '#gql';
import { formatHours } from '#shared/format/format.ts';
import { Panel } from '#shared/ui/Panel.tsx';
import type { DashboardFilterInput } from '../dashboard-filter';

export const DashboardOfferFiguresQuery = graphql(`
  query DashboardOfferFigures($filter: DashboardFilter) {
    govDashboard(filter: $filter) {
      offers {
        needs
        needsWithOffers
        offers
        offersPerNeed
        firstOfferMedianHours
        acceptedOffers
      }
    }
  }
`);

/** 意向报价 on the dashboard (issue 22, slice offers): offers per need and the time to the first offer. */
export function OfferFiguresBlock({ filter }: { filter: DashboardFilterInput }) {
  const { data } = useQuery(DashboardOfferFiguresQuery, { variables: { filter } });
  const figures = data?.govDashboard.offers;
  if (!figures) return null;
  const items: [string, string][] = [
    ['发布需求', String(figures.needs)],
    ['收到报价的需求', String(figures.needsWithOffers)],
    ['意向报价', String(figures.offers)],
    ['每个需求的报价数', figures.offersPerNeed === null ? '—' : figures.offersPerNeed.toFixed(2)],
    ['首个报价用时（中位）', formatHours(figures.firstOfferMedianHours)],
    ['采纳报价', String(figures.acceptedOffers)],
  ];
  return (
    <Panel title="意向报价" testId="dashboard-offers" as="section">
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="4">
        {items.map(([label, value]) => (
          <Box key={label}>
            <Text fontSize="sm" color="gray.600">
              {label}
            </Text>
            <Text fontSize="xl" fontWeight="semibold">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Panel>
  );
}
